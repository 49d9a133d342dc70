// One stack and one browser for a test file: started before its tests, stopped after.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.js';
import { startStack, type Stack } from './stack.js';

export interface BrowserStack {
  readonly stack: Stack;
  readonly browser: Browser;
  /** A new page of the browser at `path` of the site. */
  open(path: string, viewport?: { width: number; height: number }): Promise<Page>;
}

export function useBrowserStack(options?: Parameters<typeof startStack>[0]): BrowserStack {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the stack and browser start in beforeAll');
    return value;
  };
  return {
    get stack() {
      return started(stack);
    },
    get browser() {
      return started(browser);
    },
    async open(path, viewport = DESKTOP) {
      const page = await started(browser).newPage({ viewport });
      await page.goto(`${started(stack).baseUrl}${path}`);
      return page;
    },
  };
}
