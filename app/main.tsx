import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { PRODUCT_NAME } from './config/product.ts';
import { resolveEndpoints } from './config/endpoints.ts';

/**
 * Mock mode: the dev server runs against the built-in mocks unless `VITE_MOCKS=false`. The check is
 * written out where it is used, on purpose: Vite replaces `import.meta.env.DEV` with `false` in a
 * production build, and only an inline literal lets the bundler drop the mock imports entirely.
 */
const MockPanel =
  import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'false'
    ? lazy(() => import('./dev/MockPanel.tsx').then((m) => ({ default: m.MockPanel })))
    : null;

/**
 * Placeholder entry until the browsing app lands: it proves the build, the dev server, the mocks and
 * the endpoint configuration work, and tells a developer where the real pieces are.
 */
function WorkspaceHome() {
  const endpoints = resolveEndpoints(import.meta.env, window.location.origin);
  return (
    <main>
      <h1>{PRODUCT_NAME}</h1>
      <p>The web app is being built on the contracts in this workspace.</p>
      <h2>Endpoints in use</h2>
      <dl>
        {Object.entries(endpoints).map(([name, url]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              <code>{url}</code>
            </dd>
          </div>
        ))}
      </dl>
    </main>
  );
}

async function start(): Promise<void> {
  // The service worker must answer before any client sends its first request.
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'false') {
    await import('../mocks/browser.ts').then((mocks) => mocks.startBrowserMocks());
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('app/index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <WorkspaceHome />
      {MockPanel && (
        <Suspense fallback={null}>
          <MockPanel />
        </Suspense>
      )}
    </StrictMode>,
  );
}

void start();
