import { defaultClientConditions, defineConfig, loadEnv, type Alias, type Connect, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { codegenWatch } from './scripts/codegen/watch.ts';
import { codeAhead } from './scripts/build/code-ahead.ts';
import { startImports } from './scripts/build/start-imports.ts';
import { readEnvironment } from './app/config/environment.ts';
import { isAppPagePath } from './common/links.ts';
import { workerRoutesScript } from './mocks/msw/worker-routes.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const path = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The web app lives at /player/… and the Chromecast receiver at /receiver/, both single-page apps.
 * Vite serves `app/index.html` at /app/ by default, so every path of the app's pages (/player/… and the top-level
 * user sub-paths such as /settings: `isAppPagePath`) is rewritten to it (history-API fallback); the receiver's folder
 * already matches its URL.
 */
function rewriteSpaRoutes(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    if (path === '/' || path === '/player' || path === '/index.html') {
      res.statusCode = 302;
      res.setHeader('Location', '/player/mytv');
      res.end();
      return;
    }
    if (isAppPagePath(path)) {
      req.url = '/app/index.html';
    } else if (path === '/receiver' || (path.startsWith('/receiver/') && !path.includes('.'))) {
      req.url = '/receiver/index.html';
    }
    next();
  };
}

/**
 * The MSW service worker script, taken straight from the installed msw package (so it always matches
 * it) with the mocks' routes past it appended (mocks/msw/worker-routes.ts): served by the dev server, and emitted into
 * the mock build (`npm run build:mock`). It is never in `public/`, so the production build carries no mock code.
 */
function mockServiceWorker(withMocks: boolean): Plugin {
  const workerFile = fileURLToPath(new URL('node_modules/msw/lib/mockServiceWorker.js', import.meta.url));
  const workerScript = async () => `${await readFile(workerFile, 'utf8')}${workerRoutesScript()}`;
  return {
    name: 'airwave-mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        workerScript().then(
          (script) => {
            res.setHeader('Content-Type', 'text/javascript');
            res.end(script);
          },
          (error: Error) => {
            res.statusCode = 500;
            res.end(`Cannot read ${workerFile}: ${error.message}`);
          },
        );
      });
    },
    async generateBundle() {
      if (withMocks) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: await workerScript() });
    },
  };
}

/**
 * Signing out against the built-in mocks: the app leaves for the backend's logout path (`/logout?target=…`,
 * app/lib/routing/links.ts), a page load the service worker never sees, so the dev server and the mock build's
 * preview answer it instead of a 404. The mocks keep every browser signed in, so it goes straight back to its
 * target when that is the app (`/` or a /player path), else (the backend's login page) to Home.
 */
function mockLogout(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/logout') return next();
    // The target as this origin's URL parser reads it (line breaks dropped, anything else a header cannot carry
    // percent-encoded): only a path of the app on this origin is followed.
    const target = new URL(url.searchParams.get('target') ?? '/', url);
    const app = target.origin === url.origin && (target.pathname === '/' || target.pathname.startsWith('/player/'));
    res.statusCode = 302;
    res.setHeader('Location', app ? `${target.pathname}${target.search}` : '/player/mytv');
    res.end();
  };
}

function spaRoutes(withMocks: boolean): Plugin {
  return {
    name: 'airwave-spa-routes',
    configureServer(server) {
      if (withMocks) server.middlewares.use(mockLogout());
      server.middlewares.use(rewriteSpaRoutes());
    },
    configurePreviewServer(server) {
      if (withMocks) server.middlewares.use(mockLogout());
      server.middlewares.use(rewriteSpaRoutes());
    },
  };
}

/**
 * Whether the build or dev server runs against the built-in mocks: the dev server and the mock build
 * (`vite build --mode mock`) do, unless VITE_MOCKS=false; a production build never does. It becomes
 * the compile-time constant `__AIRWAVE_MOCKS__`, so the bundler drops every mock import when false.
 */
function mocksEnabled(command: 'serve' | 'build', mode: string): boolean {
  return (command === 'serve' || mode === 'mock') && process.env.VITE_MOCKS !== 'false';
}

/**
 * react-router's package exports name its development build under every condition (remix-run/react-router#12532),
 * so a build would ship its development warnings; the build takes the production files the package ships beside
 * them. The dev server keeps the warnings.
 */
function reactRouterProductionBuild(command: 'serve' | 'build'): Alias[] {
  if (command !== 'build') return [];
  const file = (name: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${name}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: file('index.mjs') },
    { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
  ];
}

/**
 * What a page's entry imports statically is loaded with it, whichever lazily loaded page also uses it; left to itself
 * the bundler splits those modules into a chunk per combination of users (dozens of small files for Home, each
 * gzipped on its own and each importing the others' names). This keeps them with their page's entry chunk, so Home's
 * first JavaScript is a few files that compress together. Code loaded with import() (the player, the account area,
 * billing, the details pages) keeps its own chunks, and a module another page can reach (the receiver, the cast
 * sender's console) stays out of the entry chunk, so no page ever loads another page's entry.
 */
function initialChunks(pages: Record<string, string>): NonNullable<Rolldown.OutputOptions['codeSplitting']> {
  let owners: Map<string, string> | undefined;
  const closure = (entry: string, ctx: Rolldown.ChunkingContext, lazyToo: boolean) => {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      stack.push(...(info?.importedIds ?? []), ...(lazyToo ? (info?.dynamicallyImportedIds ?? []) : []));
    }
    return seen;
  };
  /** Each module that exactly one page loads at start and no other page can reach, by that page. */
  const ownersOf = (ctx: Rolldown.ChunkingContext) => {
    const found = new Map<string, string>();
    const names = Object.keys(pages);
    const reach = new Map(names.map((name) => [name, closure(pages[name] as string, ctx, true)]));
    for (const name of names) {
      for (const id of closure(pages[name] as string, ctx, false)) {
        if (names.every((other) => other === name || !reach.get(other)?.has(id))) found.set(id, name);
      }
    }
    return found;
  };
  return {
    groups: [
      {
        name: (id, ctx) => {
          owners ??= ownersOf(ctx);
          const page = owners.get(id);
          return page === undefined ? null : `${page}-start`;
        },
        debugName: 'initial chunks per page',
        // Only the modules named here: their dependencies that other pages share keep their own chunks.
        includeDependenciesRecursively: false,
      },
    ],
  };
}

/**
 * Apollo Client's entry points are barrels: `@apollo/client/react` re-exports every hook, and the hooks import
 * `NetworkStatus` from `@apollo/client` (the whole client: `ApolloClient`, the cache, the links) and helpers from
 * `@apollo/client/utilities/internal`. Tree-shaking drops what is unused, but the chunking (and the order in which
 * modules run) follows the import graph, so through those barrels the page's entry would "import" the whole client
 * and carry it, even though the entry only loads it with `import()` (app/main.tsx). In a build, each named import from
 * an Apollo barrel becomes an import from the file that defines the name, so the graph says what the code uses.
 * (A name the barrels do not lead to fails the build, naming it.)
 */
function apolloDeepImports(): Plugin {
  const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*["'](@apollo\/client(?:\/[\w-]+)*)["'];?/gm;
  const EXPORT_FROM = /^export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm;
  const EXPORT_ALL = /^export\s*\*\s*from\s*["']([^"']+)["']/gm;
  const LOCAL = /^export\s+(?:const|let|var|function\*?|class|async\s+function)\s+([\w$]+)/gm;
  const definitions = new Map<string, Promise<Map<string, { file: string; name: string }>>>();
  const names = (list: string) =>
    list
      .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [imported, local] = part.split(/\s+as\s+/);
        return { imported: imported as string, local: local ?? (imported as string) };
      });
  return {
    name: 'airwave-apollo-deep-imports',
    apply: 'build',
    async transform(code, id) {
      if (!code.includes('@apollo/client') || id.includes('/node_modules/@apollo/client/__cjs/')) return null;
      const resolveFrom = async (specifier: string, importer: string) => (await this.resolve(specifier, importer))?.id;
      /** Where each name a module exports is defined: the file and its name there. */
      const definitionsOf = (file: string): Promise<Map<string, { file: string; name: string }>> => {
        let known = definitions.get(file);
        if (!known) {
          known = (async () => {
            const found = new Map<string, { file: string; name: string }>();
            const text = await readFile(file, 'utf8');
            for (const match of text.matchAll(LOCAL)) found.set(match[1] as string, { file, name: match[1] as string });
            for (const match of text.matchAll(EXPORT_FROM)) {
              const target = await resolveFrom(match[2] as string, file);
              if (!target) continue;
              const inner = await definitionsOf(target);
              for (const { imported, local } of names(match[1] as string)) found.set(local, inner.get(imported) ?? { file: target, name: imported });
            }
            for (const match of text.matchAll(EXPORT_ALL)) {
              const target = await resolveFrom(match[1] as string, file);
              if (!target) continue;
              for (const [name, where] of await definitionsOf(target)) if (!found.has(name)) found.set(name, where);
            }
            return found;
          })();
          definitions.set(file, known);
        }
        return known;
      };
      let changed = false;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(IMPORT)) {
        const barrel = await resolveFrom(match[2] as string, id);
        if (!barrel) continue;
        const known = await definitionsOf(barrel);
        const lines = names(match[1] as string).map(({ imported, local }) => {
          const where = known.get(imported);
          if (!where) throw new Error(`${match[2]} does not lead to ${imported} (imported by ${id})`);
          return `import { ${where.name} as ${local} } from ${JSON.stringify(where.file)};`;
        });
        // In the lines the import took, so the lines after it keep their numbers for the source map.
        out += code.slice(last, match.index) + lines.join(' ') + '\n'.repeat(match[0].split('\n').length - 1);
        last = (match.index ?? 0) + match[0].length;
        changed = true;
      }
      return changed ? { code: out + code.slice(last), map: null } : null;
    },
  };
}

/** A package's version, for the settings page's app-info footer (app version, player version). */
function packageVersion(packageJson: string): string {
  return (JSON.parse(readFileSync(fileURLToPath(new URL(packageJson, import.meta.url)), 'utf8')) as { version: string }).version;
}

export default defineConfig(({ command, mode }) => {
  const withMocks = mocksEnabled(command, mode);
  // A configuration value the app cannot use stops the dev server or the build here, naming the variable,
  // rather than reaching a viewer (app/config/environment.ts).
  readEnvironment({ MODE: mode, ...loadEnv(mode, root, 'VITE_') });
  const pages: Record<string, string> = {
    app: path('app/index.html'),
    receiver: path('receiver/index.html'),
    // The simulated cast sender's console (receiver/dev/): a mock-mode tool, never in a production build.
    ...(withMocks ? { castSender: path('receiver/dev/sender.html') } : {}),
  };
  return {
    root,
    resolve: {
      alias: reactRouterProductionBuild(command),
      // rxjs's ES2015 build (its `es2015` export condition) rather than its ES5 one: the same code, smaller.
      conditions: [...defaultClientConditions, 'es2015'],
    },
    publicDir: 'public',
    // The dev server regenerates generated/ when a contract changes (scripts/codegen/watch.ts).
    plugins: [react(), apolloDeepImports(), mockServiceWorker(withMocks), spaRoutes(withMocks), codegenWatch({ root }), codeAhead('app/index.html'), startImports('app/index.html')],
    define: {
      __AIRWAVE_MOCKS__: JSON.stringify(withMocks),
      __APP_VERSION__: JSON.stringify(packageVersion('package.json')),
      __PLAYER_VERSION__: JSON.stringify(packageVersion('node_modules/shaka-player/package.json')),
    },
    server: {
      port: 5173,
      strictPort: true,
      // The dev server compiles a module when a page first asks for it; warming the entries (and what they import)
      // at start-up means the first page a developer or a browser test opens does not wait for all of it.
      warmup: { clientFiles: ['./app/main.tsx', './receiver/main.tsx'] },
    },
    // The mock build is previewed on its own port, so browser tests can run beside a dev server.
    preview: { port: mode === 'mock' ? 4173 : 5173, strictPort: true },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      emptyOutDir: true,
      rollupOptions: {
        input: pages,
        output: { codeSplitting: initialChunks(pages) },
      },
    },
  };
});
