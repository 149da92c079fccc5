/**
 * The Mocks panel's Proxy section, shown when the app's calls go to the standalone mock server in proxy mode
 * (`npm run mock:server -- --upstream <url>`, scripts/proxy/): each operation the app used with who answered it
 * (the real backend, the mocks, fallbacks to the mocks and why) and its route, which a select changes; and the
 * contract violations real traffic showed, each with its exchange, the schema path of the rule and a curl line.
 * Read from the proxy's control API (`/__mocks/proxy`) every few seconds while the panel is open.
 */
import { useEffect, useState } from 'react';
import { controlBase } from './control-base.ts';

/** The proxy's state, as `GET /__mocks/proxy` answers it (scripts/proxy/proxy.ts). */
interface ProxyState {
  upstreams: Record<string, string>;
  strict: boolean;
  routes: Array<{ operation: string; contract: string; mode: RouteMode }>;
  operations: Array<{ operation: string; contract: string; real: number; mock: number; fallback: number; violations: number; lastFallback?: string }>;
  violations: Array<{ id: string; operation: string; side: 'request' | 'response'; method: string; path: string; status?: number; schemaPath: string; message: string; curl: string; count: number }>;
}

type RouteMode = 'real' | 'mock' | 'auto';
const MODES: readonly RouteMode[] = ['real', 'mock', 'auto'];
const REFRESH_MS = 2_000;

async function proxyControl(method: 'GET' | 'PUT', path = '', body?: unknown): Promise<ProxyState | null> {
  const base = await controlBase();
  // The service worker's mock world has no proxy.
  if (base === '') return null;
  const response = await fetch(`${base}/__mocks/proxy${path}`, {
    method,
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Not in proxy mode (the service worker or a plain mock server): no section.
  if (response.status === 404 && method === 'GET') return null;
  const payload = (await response.json()) as ProxyState | { error: string };
  if ('error' in payload) throw new Error(payload.error);
  return payload;
}

/** The violations real traffic showed, each once with how often, its exchange, schema path and curl line. */
function Violations({ violations }: { violations: ProxyState['violations'] }) {
  return (
    <>
      <h3>Contract violations ({violations.length})</h3>
      {violations.length === 0 && <p>None so far.</p>}
      <ol className="mock-panel-proxy-violations">
        {violations.map((violation) => (
          <li key={violation.id}>
            <strong>{violation.operation}</strong> {violation.side === 'request' ? "app's request" : "real backend's answer"}: {violation.method} {violation.path}
            {violation.status === undefined ? '' : ` → ${violation.status}`} ({violation.count}×): {violation.message}
            <br />
            schema: <code>{violation.schemaPath}</code>
            <br />
            reproduce: <code>{violation.curl}</code>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The Proxy section, when the app's calls go to the mock server in proxy mode (nothing otherwise). */
export function ProxyPanel() {
  const [state, setState] = useState<ProxyState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const read = () =>
      proxyControl('GET').then(
        (loaded) => {
          if (!live) return;
          setState(loaded);
          setProblem(null);
        },
        (error: Error) => live && setProblem(`Proxy unavailable: ${error.message}`),
      );
    void read();
    const timer = window.setInterval(() => void read(), REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);

  async function route(operation: string, mode: RouteMode) {
    try {
      setState(await proxyControl('PUT', '/routes', { routes: { [operation]: mode } }));
      setProblem(null);
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  if (!state && !problem) return null;
  const modeOf = (operation: string) => state?.routes.find((item) => item.operation === operation)?.mode ?? 'auto';
  return (
    <section className="mock-panel-proxy" aria-labelledby="mock-panel-proxy-title">
      <h2 id="mock-panel-proxy-title">Proxy{state?.strict ? ' (strict)' : ''}</h2>
      {problem && <p role="alert">{problem}</p>}
      {state && (
        <>
          <p>Real backend: {Object.entries(state.upstreams).map(([contract, url]) => `${contract} ${url}`).join(', ') || 'none'}</p>
          <Violations violations={state.violations} />
          <h3>Operations used</h3>
          {state.operations.length === 0 && <p>None yet.</p>}
          <ul className="mock-panel-proxy-operations">
            {state.operations.map((tally) => (
              <li key={`${tally.contract} ${tally.operation}`}>
                <label>
                  {tally.operation}{' '}
                  <select aria-label={`Route of ${tally.operation}`} value={modeOf(tally.operation)} onChange={(event) => void route(tally.operation, event.target.value as RouteMode)}>
                    {MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {mode}
                      </option>
                    ))}
                  </select>
                </label>{' '}
                real {tally.real} · mock {tally.mock} · fallback {tally.fallback}
                {tally.violations > 0 ? ` · ${tally.violations} violations` : ''}
                {tally.lastFallback ? ` (${tally.lastFallback})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
