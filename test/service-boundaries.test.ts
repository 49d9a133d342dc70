// The lint rule that keeps services apart: a service's code imports another service only
// through @highpay/contracts and @highpay/common, never by its package path or a relative one.
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const FILE = 'services/gateway/src/app.ts';
// This rule needs no types: the files are parsed without the TypeScript project.
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The boundary errors ESLint reports for the gateway's app.ts with `lines` added at its end. */
async function boundaryErrors(lines: string[]): Promise<string[]> {
  const text = `${readFileSync(FILE, 'utf8')}\n${lines.join('\n')}\n`;
  const [result] = await eslint.lintText(text, { filePath: FILE });
  return result!.messages.filter((m) => m.message.includes("Another service's internals")).map((m) => m.message);
}

describe('the service boundary lint rule', () => {
  it("refuses another service's package path and a relative path into its folder", async () => {
    const errors = await boundaryErrors([
      "export { searchEnvSchema } from '@highpay/search/config';",
      "export { createAlertsApp } from '../../alerts/src/app.js';",
      "export type { PaymentConfig } from '../../payment/dist/config.js';",
    ]);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain("'@highpay/search/config'");
    expect(errors[1]).toContain("'../../alerts/src/app.js'");
  });

  it("lets a service import contracts, common, and its own folders that share a service's name", async () => {
    expect(
      await boundaryErrors([
        "export { ZAlertCriteria } from '@highpay/contracts';",
        "export { LISTED } from '@highpay/common/search/job-row';",
        "export { createSearchClient as searchClient } from './search/search.client.js';",
        "export { alertsApiRoutes as alertRoutes } from './alerts/alerts.routes.js';",
      ]),
    ).toEqual([]);
  });
});
