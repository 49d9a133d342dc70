// The lint rule against assertions that cannot fail, run on snippets with the rule's own
// settings from eslint.config.js: each always-true form is refused, and the meaningful
// assertions beside it pass.
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js is plain JavaScript without types: read it as the configs it exports.
const config = ((await import(new URL('../eslint.config.js', import.meta.url).href)) as { default: Linter.Config[] })
  .default;

/** The settings of no-restricted-syntax that eslint.config.js gives test files. */
function alwaysTrueRule(): Linter.RuleEntry {
  const blocks = config.filter(
    (block) => block.files?.includes('**/*.test.{ts,tsx}') && block.rules?.['no-restricted-syntax'],
  );
  expect(blocks).toHaveLength(1);
  return blocks[0]!.rules!['no-restricted-syntax']!;
}

function problems(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(code, [{ files: ['**/*.ts'], rules: { 'no-restricted-syntax': alwaysTrueRule() } }], 'snippet.test.ts')
    .map((m) => m.message);
}

describe('the lint rule against always-true assertions', () => {
  it.each([
    ['expect(jobs.length).toBeGreaterThanOrEqual(0);', 'toBeGreaterThanOrEqual(0) cannot fail'],
    ['expect(score).toBeGreaterThan(-1);', 'toBeGreaterThan(-1) cannot fail'],
    ['expect(total >= 0).toBe(true);', 'expect(x >= 0) cannot fail'],
  ])('refuses %s', (code, message) => {
    expect(problems(code)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    'expect(jobs.length).toBeGreaterThanOrEqual(1);',
    'expect(score).toBeGreaterThan(0);',
    'expect(total >= 20).toBe(true);',
    'expect(jobs).toHaveLength(21);',
  ])('accepts %s', (code) => {
    expect(problems(code)).toEqual([]);
  });
});
