// One vitest run for the whole repository: unit tests beside the code, integration
// tests in services/*/test against the real PostgreSQL and Redis, browser tests in e2e/.
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const SOURCE_CONDITION = '@highpay/source';

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  // Vitest passes these to Node as --conditions for the test processes, where they also
  // steer require(): "module" would make CommonJS packages (@elastic/transport) require
  // @opentelemetry/api's bundler-only ESM build. Node itself never uses "module".
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions.filter((c) => c !== 'module')] } },
  test: {
    include: [
      'services/**/*.test.ts',
      'frontend/src/**/*.test.{ts,tsx}',
      'e2e/**/*.test.ts',
      'infra/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    // expect.poll waits for what must happen (a page's results, a queue's job) up to 15 s, not
    // vitest's 1 s: on a loaded 2-core machine a page can take longer to render, and a failing
    // assertion still fails, only later.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    reporters: ['default'],
    // @anthropic-ai/sdk imports @opentelemetry/api, whose "module" build has extensionless
    // imports that only a bundler resolves: let Vite transform it instead of Node loading it.
    server: { deps: { inline: [/@anthropic-ai\/sdk/, /@opentelemetry\/api/] } },
  },
});
