/**
 * The mocks in node tests: MSW's `setupServer` over one backend. Unhandled requests are errors, so a
 * test never reaches the network by accident.
 */
import { nodeStreamFiles } from './media/node-files.ts';
import { setupServer, type SetupServer } from 'msw/node';
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend.ts';
import { createMockHandlers } from './msw/handlers.ts';

export interface NodeMocks {
  backend: MockBackend;
  server: SetupServer;
}

/** Mocks for `origin` (default `http://airwave.test`). Call `server.listen()` / `close()` around the tests. */
export function setupNodeMocks(options: MockBackendOptions & { origin?: string } = {}): NodeMocks {
  const backend = createMockBackend({ streamFiles: nodeStreamFiles, ...options });
  const server = setupServer(...createMockHandlers(backend, { origins: [options.origin ?? 'http://airwave.test'] }));
  return { backend, server };
}
