// One stack and one browser for a test file: started before its tests, stopped after.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startStack, type Stack } from './stack.js';

export interface BrowserStack {
  readonly stack: Stack;
  readonly browser: Browser;
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
  };
}
