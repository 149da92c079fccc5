/**
 * Into a built app page's HTML, a `<link rel="modulepreload">` for each file of the modules its entry loads with
 * `import()` as soon as it starts (not on demand): Apollo Client's (app/main.tsx loads `app/api/graphql/client.ts`
 * while the first read travels, docs/decisions/0012-first-read-before-apollo.md). Without it the browser learns of
 * those files only once the entry's own scripts have downloaded and run, and the first render, which needs them,
 * waits for one more round trip and download after that; with it they download beside the entry's scripts. They
 * still run only when the entry imports them, so the first read still leaves before Apollo Client runs.
 */
import type { Plugin, Rolldown } from 'vite';
import { builtPagePlugin, closure } from './code-ahead.ts';

/** The modules the app's entry imports with `import()` as it starts (paths from the repository's root). */
export const START_IMPORTS = ['app/api/graphql/client.ts'] as const;

/** The files `modules` load beyond what `entry` loads at start, in the order the page should ask for them. */
function startFiles(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk, modules: readonly string[]): string[] {
  const atStart = new Set(closure(bundle, entry).map((chunk) => chunk.fileName));
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const files = new Set<string>();
  for (const module of modules) {
    const owner = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)));
    if (!owner) throw new Error(`start-imports: no chunk holds ${module}`);
    for (const chunk of closure(bundle, owner)) if (!atStart.has(chunk.fileName)) files.add(chunk.fileName);
  }
  return [...files];
}

/** The plugin: adds the links to the built page `page` (its path from the root, e.g. 'app/index.html'), after the entry's own. */
export function startImports(page: string, modules: readonly string[] = START_IMPORTS): Plugin {
  return builtPagePlugin('airwave-start-imports', page, (bundle, entry, base) =>
    // crossorigin as the entry's own module scripts and preloads: a module is fetched in CORS mode, and a preload in another mode would not be used.
    startFiles(bundle, entry, modules).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
  );
}
