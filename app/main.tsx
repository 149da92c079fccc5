import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { PRODUCT_NAME } from './config/product.ts';
import { resolveEndpoints } from './config/endpoints.ts';
import { MOCKS_ENABLED } from './config/mocks.ts';

// Dev-only: never part of a production bundle (MOCKS_ENABLED is false there).
const MockPanel = MOCKS_ENABLED ? lazy(() => import('./dev/MockPanel.tsx').then((m) => ({ default: m.MockPanel }))) : null;

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
  if (MOCKS_ENABLED) await import('../mocks/browser.ts').then((mocks) => mocks.startBrowserMocks());
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
