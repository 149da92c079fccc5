/**
 * The back end a cast device reaches, as its own process (Playwright's loader cannot import the mock world): the
 * standalone mock server on the test clock, with its cast relay, for the app's origin and the receiver's.
 *
 *   tsx tests/e2e/support/device-stack.ts <port> <origin>…
 *
 * Prints one JSON line `{ "url": … }` once it listens; stops on SIGTERM (once, however often it comes).
 */
import { startMockServer } from '../../../mocks/server.ts';
import { runningClock } from '../../support/clock.ts';
import { stopOnSigterm } from './processes.ts';

const [port = '0', ...origins] = process.argv.slice(2);
const server = await startMockServer({ port: Number(port), now: runningClock(), allowedOrigins: origins, token: 'device-stack-token' });
console.log(JSON.stringify({ url: server.url }));
stopOnSigterm(() => server.close());
