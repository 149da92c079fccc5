import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * One MSW node server per test file. Unhandled requests fail the test: a call that reaches no mock
 * is a bug in the test or the client, never something to let through to the network. Real servers
 * a test starts on the loopback address (a WebSocket server, say) are let through.
 */
export function setupTestMockServer() {
  const server = setupServer();
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        if (new URL(request.url).hostname !== '127.0.0.1') print.error();
      },
    }),
  );
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const TEST_ORIGIN = 'http://airwave.test';
