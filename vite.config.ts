import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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
  plugins: [react(), spaRoutes()],
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
