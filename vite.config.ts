import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web app lives at /player/… and the Chromecast receiver at /receiver/, both single-page apps.
 * Vite serves `app/index.html` at /app/ by default, so every /player path is rewritten to it
 * (history-API fallback); the receiver's folder already matches its URL.
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
    if (path.startsWith('/player/') && !path.includes('.')) {
      req.url = '/app/index.html';
    } else if (path === '/receiver' || (path.startsWith('/receiver/') && !path.includes('.'))) {
      req.url = '/receiver/index.html';
    }
    next();
  };
}

/**
 * The MSW service worker script, served by the dev server straight from the installed msw package.
 * It is never copied into `public/`, so a production build carries no mock code and the worker
 * always matches the installed msw version.
 */
function mockServiceWorker(): Plugin {
  const workerFile = fileURLToPath(new URL('node_modules/msw/lib/mockServiceWorker.js', import.meta.url));
  return {
    name: 'airwave-mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        readFile(workerFile).then(
          (script) => {
            res.setHeader('Content-Type', 'text/javascript');
            res.setHeader('Service-Worker-Allowed', '/');
            res.end(script);
          },
          (error: Error) => {
            res.statusCode = 500;
            res.end(`Cannot read ${workerFile}: ${error.message}`);
          },
        );
      });
    },
  };
}

function spaRoutes(): Plugin {
  return {
    name: 'airwave-spa-routes',
    configureServer(server) {
      server.middlewares.use(rewriteSpaRoutes());
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewriteSpaRoutes());
    },
  };
}

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), mockServiceWorker(), spaRoutes()],
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL('app/index.html', import.meta.url)),
        receiver: fileURLToPath(new URL('receiver/index.html', import.meta.url)),
      },
    },
  },
});
