// The repository stands alone: code and docs point at docs/ in the repository, never at a
// document outside it (numbered sections of an outside spec, an architecture file at the root).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url);
const TEXT = /\.(?:ts|tsx|mts|mjs|js|cjs|md|json|ya?ml|sql|prisma|css|html|sh)$|(?:^|\/)(?:Makefile|Dockerfile|run)$/;

// Spelled in pieces so that this file does not match itself.
const OUTSIDE = [
  new RegExp(['spec', ' §'].join('')),
  new RegExp(['\\bARCHI', 'TECTURE\\b'].join('')),
  new RegExp(['\\bSTYLE', '\\.md\\b'].join('')),
  new RegExp(['product', '-spec'].join('')),
  new RegExp(['(?:^|[\\s(\'"`])(?:\\.\\./)+', 'shared/(?!.*\\.(?:js|ts)\\b)'].join('')),
  new RegExp(['/work', '/'].join('')),
];

function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => TEXT.test(file) && file !== 'package-lock.json' && existsSync(new URL(file, ROOT)));
}

function headings(doc: string): string[] {
  return [...readFileSync(new URL(`docs/${doc}`, ROOT), 'utf8').matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]!);
}

describe('the repository stands alone', () => {
  const files = repositoryFiles().map((file) => ({ file, text: readFileSync(new URL(file, ROOT), 'utf8') }));

  it('no file cites a document outside the repository', () => {
    const found = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => OUTSIDE.some((pattern) => pattern.test(line)))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('every docs/ page a file names exists, and every section it names is a heading there', () => {
    const problems: string[] = [];
    for (const { file, text } of files) {
      for (const match of text.matchAll(/docs\/([a-z0-9-]+\.md)(?:[:,] |\s*\()?([A-Z][A-Za-z ]*)?/g)) {
        const [, doc, section] = match;
        if (!existsSync(new URL(`docs/${doc}`, ROOT))) {
          problems.push(`${file}: docs/${doc} does not exist`);
          continue;
        }
        const word = section?.trim();
        if (word && !headings(doc!).some((h) => h.startsWith(word) || word.startsWith(h)))
          problems.push(`${file}: docs/${doc} has no section "${word}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
