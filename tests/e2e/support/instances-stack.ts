/**
 * Two instances of the standalone mock server sharing one Redis (the tests' own, tests/support/redis-server.ts) as their
 * world store (`--store`), as their own process on the test clock (Playwright's loader cannot import the mock world):
 * both serve the same worlds, and their cast relays carry each channel between the pages of both (mocks/cast-bus.ts).
 *
 *   tsx tests/e2e/support/instances-stack.ts <port of A> <port of B> <origin>…
 *
 * Prints one JSON line `{ "a": …, "b": … }` (their URLs) once both listen; on SIGTERM stops both and the Redis.
 */
import { startMockServer } from '../../../mocks/server.ts';
import { runningClock } from '../../support/clock.ts';
import { startRedisServer } from '../../support/redis-server.ts';
import { stopOnSigterm } from './processes.ts';

const [portA = '0', portB = '0', ...origins] = process.argv.slice(2);
const redis = await startRedisServer();
const [a, b] = await Promise.all(
  [portA, portB].map((port) => startMockServer({ port: Number(port), now: runningClock(), allowedOrigins: origins, token: 'instances-stack-token', store: redis.url })),
);
console.log(JSON.stringify({ a: a?.url, b: b?.url }));
stopOnSigterm(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis.close();
});
