/**
 * Comments, docs and contracts are readable from this repository alone: they state a rule in their own
 * words or point at a file here (usually a contract), never at a section number of a document a
 * maintainer does not have, nor at a path above the repository root.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Written without the characters themselves, so this file does not match itself. */
const SECTION_SIGN = String.fromCharCode(0xa7);
const SPEC_DOCUMENTS = [
  ['browsing', 'and', 'receiver'],
  ['player', 'and', 'platform'],
  ['account', 'and', 'billing'],
].map((words) => words.join('-'));
const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: new RegExp(`${SECTION_SIGN}\\s*\\d`), why: 'cites a section number of a document outside the repository' },
  { pattern: /\.\.\/shared\/|(?<![\w-])shared\/(spec|STACK\.md|DESIGN\.md)/, why: 'points at a path above the repository root' },
  {
    pattern: new RegExp(`\\b(${SPEC_DOCUMENTS.join('|')})\\b`),
    why: 'names a spec document that is not in the repository',
  },
];

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|yaml|yml|graphql|css|html)$/;

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => TEXT_FILE.test(file) && file !== 'package-lock.json');
}

/** Each line that breaks the rule, as `file:line: why`. */
function findings(files: string[], read: (file: string) => string): string[] {
  const out: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, index) => {
        for (const { pattern, why } of FORBIDDEN) if (pattern.test(line)) out.push(`${file}:${index + 1}: ${why}`);
      });
  }
  return out;
}

describe('the repository explains itself', () => {
  it('no tracked file cites a section of, or a path to, a document outside the repository', () => {
    expect(findings(trackedTextFiles(), (file) => readFileSync(`${root}/${file}`, 'utf8'))).toEqual([]);
  });

  it('the check finds a section citation and an outside path, and leaves ordinary text alone', () => {
    const planted: Record<string, string> = {
      'a.ts': `/** Upgrade spins (browsing ${SECTION_SIGN}4.6). */`,
      'b.ts': `// see ${['..', 'shared', 'STACK.md'].join('/')} for why`,
      'c.md': 'The rule is in contracts/openapi/billing.yaml and the spec of the browsing layer.',
    };
    expect(findings(Object.keys(planted), (file) => planted[file] ?? '')).toEqual([
      'a.ts:1: cites a section number of a document outside the repository',
      'b.ts:1: points at a path above the repository root',
    ]);
  });
});
