/**
 * The docs name only files that exist: every repository path written in `docs/`, the READMEs and
 * `contracts/CONVENTIONS.md` is checked against the tracked tree, so a move or a rename that leaves a recipe
 * pointing at nothing fails here, naming the document, the line and the path.
 *
 * What counts as a path (and so must exist):
 * - an inline code span (`like/this.ts`) or a relative Markdown link target, with no space, wildcard,
 *   placeholder (`<…>`, `{…}`, `…`) or URL scheme in it, that either starts with a top-level folder of the
 *   repository followed by `/` (`app/…`, `tests/…`, `docs/…`), or contains a `/` and ends with a known file
 *   extension (`hooks/useProfiles.ts`);
 * - in a fenced code block, a comment line that is only a path (`// app/features/x/api/call.ts`), the way
 *   recipes name the file an example goes in.
 * A trailing `:line`, `#anchor` or `/` is dropped first. A path that starts with a top-level folder must exist
 * from the repository root (or the document's own folder); any other path must exist from the document's folder,
 * the root, or as the ending of a tracked path (a folder map's `support/clock.ts` beside its `tests/` row).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|jsonc|md|yaml|yml|graphql|css|html|sh|txt|mpd|m3u8)$/;

function tracked(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
}

/** The documents whose paths are checked. */
function documents(files: string[]): string[] {
  return files.filter((file) => file.startsWith('docs/') ? file.endsWith('.md') : posix.basename(file) === 'README.md' || file === 'contracts/CONVENTIONS.md');
}

interface Tree {
  /** Every tracked file and every folder above one. */
  paths: Set<string>;
  topLevel: Set<string>;
}

function treeOf(files: string[]): Tree {
  const paths = new Set<string>();
  const topLevel = new Set<string>();
  for (const file of files) {
    paths.add(file);
    const parts = file.split('/');
    if (parts.length > 1) topLevel.add(parts[0] ?? '');
    for (let end = 1; end < parts.length; end += 1) paths.add(parts.slice(0, end).join('/'));
  }
  return { paths, topLevel };
}

/** The token as a repository path, or null when it is not one by the rule above. */
function asPath(token: string, tree: Tree): string | null {
  if (/[\s*<>{}…$]|:\/\/|^~?\//.test(token) || token.startsWith('-') || token.startsWith('@')) return null;
  const path = token.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, '').replace(/\/$/, '');
  if (!path.includes('/') && !tree.topLevel.has(path)) return null;
  const first = path.split('/')[0] ?? '';
  if (tree.topLevel.has(first) && token.includes('/')) return path;
  return EXTENSIONS.test(path) ? path : null;
}

function exists(path: string, document: string, tree: Tree): boolean {
  const fromDocument = posix.normalize(posix.join(posix.dirname(document), path));
  if (tree.paths.has(path) || tree.paths.has(fromDocument)) return true;
  if (tree.topLevel.has(path.split('/')[0] ?? '')) return false;
  for (const known of tree.paths) if (known.endsWith(`/${path}`)) return true;
  return false;
}

/** The path-like tokens of a Markdown text, with their line numbers. */
function tokens(text: string): Array<{ line: number; token: string }> {
  const out: Array<{ line: number; token: string }> = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) {
      const comment = /^\s*(?:\/\/|#)\s*(\S+)\s*$/.exec(line);
      if (comment?.[1]) out.push({ line: index + 1, token: comment[1] });
      return;
    }
    for (const match of line.matchAll(/(`+)([^`]+?)\1/g)) out.push({ line: index + 1, token: (match[2] ?? '').trim() });
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1] ?? '';
      if (!/^(https?:|mailto:|#)/.test(target)) out.push({ line: index + 1, token: target });
    }
  });
  return out;
}

/** Each path named in `documents` that does not exist, as `document:line: path`. */
function missingPaths(documentsToRead: string[], read: (document: string) => string, tree: Tree): string[] {
  const out: string[] = [];
  for (const document of documentsToRead) {
    for (const { line, token } of tokens(read(document))) {
      const path = asPath(token, tree);
      if (path !== null && !exists(path, document, tree)) out.push(`${document}:${line}: ${token}`);
    }
  }
  return out;
}

describe('the docs name only files that exist', () => {
  it('every repository path in docs/, the READMEs and contracts/CONVENTIONS.md exists', () => {
    const files = tracked();
    expect(missingPaths(documents(files), (document) => readFileSync(`${root}/${document}`, 'utf8'), treeOf(files))).toEqual([]);
  });

  it('the check finds a planted wrong path, and leaves commands, routes, globs and placeholders alone', () => {
    const tree = treeOf(['app/api/rest/clients.ts', 'app/frame/GeoFence.tsx', 'tests/support/clock.ts', 'docs/recipes/add-a-page.md', 'mocks/README.md', 'mocks/rest/profile.ts']);
    const planted: Record<string, string> = {
      'docs/recipes/add-a-page.md': [
        'The clients are in `app/api/rest/clients.ts` and the fence in `app/frame/GeoFence.tsx:12`.',
        'Put the hook in `app/features/account/hooks/useProfiles.ts`, its call in `api/switch-profile.ts`.',
        'The clock: `support/clock.ts`. See [the mocks](../../mocks/README.md) and [gone](../../mocks/GONE.md).',
        'Not paths: `npm run lint`, `/player/mytv`, `generated/rest/*.ts`, `app/api/rest/<contract>-outcome.ts`, `a/b`.',
        '```ts',
        '// app/features/account/api/switch-profile.ts',
        'export const x = 1; // not a path comment',
        '```',
      ].join('\n'),
      'mocks/README.md': 'Handlers: `rest/profile.ts`, and `rest/billing.ts`.',
    };
    expect(missingPaths(Object.keys(planted), (document) => planted[document] ?? '', tree)).toEqual([
      'docs/recipes/add-a-page.md:2: app/features/account/hooks/useProfiles.ts',
      'docs/recipes/add-a-page.md:2: api/switch-profile.ts',
      'docs/recipes/add-a-page.md:3: ../../mocks/GONE.md',
      'docs/recipes/add-a-page.md:6: app/features/account/api/switch-profile.ts',
      'mocks/README.md:1: rest/billing.ts',
    ]);
  });
});
