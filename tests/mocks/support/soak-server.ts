/**
 * The standalone mock server in its own process for the soak test: it tells its URL over IPC and, when
 * asked, its own heap in use after a full garbage collection (run with --expose-gc).
 */
import { startMockServer } from '../../../mocks/server.ts';

const gc = (globalThis as { gc?: () => void }).gc;
const running = await startMockServer({ port: 0 });
process.send?.({ url: running.url, token: running.token });
process.on('message', (message: unknown) => {
  if (message === 'heap') {
    gc?.();
    gc?.();
    process.send?.({ heapUsed: process.memoryUsage().heapUsed });
  } else if (message === 'stop') {
    void running.close().then(() => process.exit(0));
  }
});
