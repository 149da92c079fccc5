/**
 * The production-like preview: the production build (dist/, no mock code) and the standalone mock server on one
 * origin, as a shared preview environment or a TV on the LAN would run them. The mock server answers the API
 * (REST, GraphQL, graphql-ws, the cast relay, /__mocks) and serves the build's files before it (static-site.ts);
 * the pages of this very origin are the ones allowed on the subscriptions socket, the cast relay and the control
 * API (mocks/client-access.ts), with any `origins` added.
 */
import { startMockServer, type MockServerOptions, type RunningMockServer } from '../../mocks/server.ts';
import { createStaticSite } from './static-site.ts';
import { freePort } from '../free-port.ts';
import { DEFAULT_PREVIEW_PORT, ownOrigins } from './address.ts';

export interface PreviewOptions extends Omit<MockServerOptions, 'site' | 'allowedOrigins' | 'port'> {
  /** The production build's folder (default dist/ of this workspace). */
  dir: string;
  /** Port to listen on (default DEFAULT_PREVIEW_PORT; 0 picks a free one). */
  port?: number;
  /** Browser origins allowed besides this server's own (a page on another host that uses its API). */
  origins?: string[];
  /** Hand out no session cookie with the pages (the app's signed-out state; /__preview/sign-in signs in). */
  signedOut?: boolean;
}

export interface RunningPreview extends RunningMockServer {
  /** The origins whose pages may use the socket, the relay and the control API. */
  origins: string[];
}

export async function startPreview(options: PreviewOptions): Promise<RunningPreview> {
  const host = options.host ?? '127.0.0.1';
  const { dir, origins: extra = [], signedOut = false, port: requested = DEFAULT_PREVIEW_PORT, ...mockOptions } = options;
  // The allowed origins name the port, so a free one is found before the server starts (a clash is retried).
  for (let attempt = 0; ; attempt += 1) {
    const port = requested === 0 ? await freePort(host) : requested;
    const origins = [...ownOrigins(host, port), ...extra];
    try {
      const running = await startMockServer({ compressAnswers: true, ...mockOptions, host, port, allowedOrigins: origins, site: createStaticSite({ dir, signedOut }) });
      return { ...running, origins };
    } catch (error) {
      if (requested !== 0 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 4) throw error;
    }
  }
}
