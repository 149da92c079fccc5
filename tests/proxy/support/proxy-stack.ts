/**
 * The browser tests' back end in proxy mode, as its own process (Playwright's loader cannot import the mock world):
 * the toy real backend and the standalone mock server in proxy mode in front of it, on the test clock.
 *
 *   tsx tests/proxy/support/proxy-stack.ts <proxy port> <app origin>
 *
 * Prints one JSON line `{ "proxy": url, "toy": url }` once both listen; stops on SIGTERM.
 */
import { startMockServer } from '../../../mocks/server.ts';
import { loadGraphQLContract } from '../../../scripts/conformance/graphql/contract.ts';
import { createProxy } from '../../../scripts/proxy/proxy.ts';
import { runningClock } from '../../support/clock.ts';
import { startToyBackend } from './toy-backend.ts';

const [port = '0', appOrigin = 'http://localhost:5173'] = process.argv.slice(2);
const toy = await startToyBackend();
const proxy = createProxy({
  graphql: await loadGraphQLContract(),
  upstreams: { profile: toy.url, billing: toy.url, playback: toy.url, graphql: toy.url },
  routes: [],
  strict: false,
  timeoutMs: 10_000,
  maxResponseBytes: 16 * 1024 * 1024,
  cookies: {},
});
const server = await startMockServer({ port: Number(port), now: runningClock(), allowedOrigins: [appOrigin], token: 'proxy-stack-token', proxy: proxy.hooks });
console.log(JSON.stringify({ proxy: server.url, toy: toy.url }));
process.on('SIGTERM', () => {
  void Promise.all([server.close(), toy.close()]).then(() => process.exit(0));
});
