/**
 * A port free now, for a server about to listen on it: the probe the previews (scripts/preview/,
 * scripts/shared-preview/) and the tests' own Redis (tests/support/redis-server.ts) share. Nothing but node:net,
 * so that what imports it loads nothing else.
 */
import { createServer } from 'node:net';

/** A port free on `host` now (the kernel's choice); another process may still take it before the caller listens. */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
