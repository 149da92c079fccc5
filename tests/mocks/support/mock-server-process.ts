/**
 * The standalone mock server as its own process on the test clock, for browser tests that run the app against it
 * (Playwright's loader cannot import the mock world):
 *
 *   tsx tests/mocks/support/mock-server-process.ts <port> <app origin>
 *
 * Prints one JSON line `{ "url": …, "token": … }` once it listens; stops on SIGTERM (once, however often it comes).
 */
import { startMockServer } from '../../../mocks/server.ts';
import { runningClock } from '../../support/clock.ts';
import { stopOnSigterm } from '../../e2e/support/processes.ts';

const [port = '0', appOrigin = 'http://localhost:5173'] = process.argv.slice(2);
const server = await startMockServer({ port: Number(port), now: runningClock(), allowedOrigins: [appOrigin] });
console.log(JSON.stringify({ url: server.url, token: server.token }));
stopOnSigterm(() => server.close());
