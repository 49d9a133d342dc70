// The file-naming rule (CONTRIBUTING.md): kebab-case words; a file whose last word names its
// role in the wiring puts that role after a dot (`search.routes.ts`, `home.page.tsx`).
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

export const ROLES = [
  'api',
  'backend',
  'bench',
  'cache',
  'client',
  'connector',
  'contract',
  'deps',
  'engine',
  'listener',
  'main',
  'page',
  'parser',
  'processor',
  'provider',
  'publisher',
  'routes',
  'service',
  'store',
  'subscriber',
  'worker',
  'writer',
] as const;

const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';
const NAME = new RegExp(`^(${KEBAB})(?:\\.(${ROLES.join('|')}))?(?:\\.(?:test|d))?\\.(?:ts|tsx|mts|mjs|css)$`);

/** Why a file name breaks the rule, or null when it keeps it. */
export function fileNameProblem(name: string): string | null {
  const match = NAME.exec(name);
  if (!match) return 'not kebab-case words with an optional .role from the list';
  const lastWord = match[1]!.split('-').at(-1)!;
  if (!match[2] && (ROLES as readonly string[]).includes(lastWord) && match[1] !== lastWord) {
    return `its role '${lastWord}' goes after a dot`;
  }
  return null;
}

describe('file names', () => {
  it('reads a role after a dot and rejects it after a hyphen', () => {
    expect(fileNameProblem('search.routes.ts')).toBeNull();
    expect(fileNameProblem('postgres-search.backend.test.ts')).toBeNull();
    expect(fileNameProblem('fact-guard.ts')).toBeNull();
    expect(fileNameProblem('search-page.tsx')).toMatch(/'page' goes after a dot/);
    expect(fileNameProblem('jobPage.tsx')).toMatch(/kebab-case/);
    expect(fileNameProblem('job-page.seo.ts')).toMatch(/kebab-case/);
  });

  it('every source file in the tree follows the rule', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
      .split('\n')
      .filter((path) => /^(services|frontend\/src|e2e|bench|test|scripts|infra)\//.test(path))
      .filter((path) => /\.(ts|tsx|mts|mjs|css)$/.test(path));
    const broken = files
      .map((path) => ({ path, problem: fileNameProblem(basename(path)) }))
      .filter((entry) => entry.problem !== null);
    expect(broken).toEqual([]);
  });
});
