/**
 * The build's half of common/code-ahead.ts: into a built app page's HTML, a JSON script element naming, for each
 * lazily loaded part of the app (CODE_AHEAD_PARTS), the files its `import()` would load — the chunk of each module
 * named, the chunks those import and their style sheets — less what the page loads at start. The page puts them in the
 * browser's cache without running them, and runs them on first use (app/kit/seams/player-code.ts). The page is not
 * cached (the preview serves it `no-cache`), so it always names the files of its own build.
 */
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin, Rolldown } from 'vite';
import { CODE_AHEAD_ELEMENT_ID, CODE_AHEAD_PARTS } from '../../common/code-ahead.ts';

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** `chunk` and every chunk it imports statically, by file name. */
export function closure(bundle: Rolldown.OutputBundle, chunk: Chunk): Chunk[] {
  const seen = new Map<string, Chunk>();
  const stack = [chunk];
  while (stack.length > 0) {
    const next = stack.pop() as Chunk;
    if (seen.has(next.fileName)) continue;
    seen.set(next.fileName, next);
    for (const file of next.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') stack.push(imported);
    }
  }
  return [...seen.values()];
}

/** The files each part's modules load beyond what `entry` loads at start and its `besides` load, as the page asks for them (`base` + file). */
function filesAhead(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk, base: string): Record<string, string[]> {
  const atStart = new Set(closure(bundle, entry).map((chunk) => chunk.fileName));
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const parts: Record<string, string[]> = {};
  const chunkOf = (module: string, part: string) => {
    const owner = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)));
    if (!owner) throw new Error(`code-ahead: no chunk holds ${module} (CODE_AHEAD_PARTS.${part})`);
    return owner;
  };
  for (const [part, { modules, besides }] of Object.entries(CODE_AHEAD_PARTS)) {
    const loaded = new Set([...atStart, ...besides.flatMap((module) => closure(bundle, chunkOf(module, part)).map((chunk) => chunk.fileName))]);
    const files = new Set<string>();
    for (const module of modules) {
      for (const chunk of closure(bundle, chunkOf(module, part))) {
        if (loaded.has(chunk.fileName)) continue;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      }
    }
    parts[part] = [...files].map((file) => `${base}${file}`);
  }
  return parts;
}

/**
 * A build plugin that adds tags to the built page `page` (its path from the root, e.g. 'app/index.html'), from the
 * bundle, the page's entry chunk and the build's base.
 */
export function builtPagePlugin(
  name: string,
  page: string,
  tagsFor: (bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk, base: string) => HtmlTagDescriptor[],
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html: string, context: IndexHtmlTransformContext) {
        const { bundle, chunk } = context;
        if (!bundle || !chunk || !context.filename.replaceAll('\\', '/').endsWith(`/${page}`)) return undefined;
        return tagsFor(bundle, chunk, base);
      },
    },
  };
}

/** The plugin: writes the list into the built page `page` (its path from the root, e.g. 'app/index.html'). */
export function codeAhead(page: string): Plugin {
  return builtPagePlugin('airwave-code-ahead', page, (bundle, entry, base) => {
    // "</" cannot end the element early: the file names are the build's own ([\w.-]), said as JSON.
    const children = JSON.stringify(filesAhead(bundle, entry, base)).replaceAll('</', '<\\/');
    return [{ tag: 'script', attrs: { type: 'application/json', id: CODE_AHEAD_ELEMENT_ID }, children, injectTo: 'head' }];
  });
}
