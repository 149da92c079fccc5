/**
 * `npm run mock:server -- [--port 4400] [--host 127.0.0.1] [--scenario core-subscriber]
 *                         [--faults "subscribe:billing-error=1102"] [--origin http://localhost:5173]… [--seed N] [--token T]
 *                         [--clock 2026-12-24T20:00Z] [--clock-rate 60] [--clock-frozen]
 *                         [--world NAME] [--store redis://host:port[/db]]`
 *
 * Serves every REST contract, GraphQL at /graphql and /api/graphql, graphql-ws at
 * /graphql-subscriptions and the cast simulation's relay at /__cast on one port. Any non-empty `airwave_session` cookie counts as signed in.
 */
// What reads and checks the command line is imported here; the mock world (catalog, media, GraphQL schema) and the
// proxy are imported once the arguments are good (start), so --help and a bad argument answer without loading them.
import { TOKEN_HEADER, TOKEN_PARAMETER } from '../../mocks/client-access.ts';
import { DEFAULT_ALLOWED_ORIGINS, DEFAULT_MAX_BODY_BYTES, DEFAULT_MOCK_PORT, DEFAULT_TIME_BUDGET_MS } from '../../mocks/defaults.ts';
import { DEFAULT_PERSONA, PERSONA_IDS } from '../../mocks/scenarios/personas.ts';
import { CLOCK_USAGE, OptionError, readCommandLine, runCommand, STORE_USAGE, wholeNumber } from './options.ts';
import { PROXY_CONTROL_PATH, PROXY_OPTIONS, readProxyOptions, type ProxyCommandLine } from '../proxy/options.ts';
import { RouteError, routeTableFor } from '../proxy/routes.ts';
import type { GraphQLContract } from '../conformance/graphql/contract.ts';

const usage = `Usage: npm run mock:server -- [options]

  --port <n>          port to listen on (default ${DEFAULT_MOCK_PORT}; 0 picks a free one)
  --host <addr>       address to bind (default 127.0.0.1; 0.0.0.0 for a Cast device on the LAN)
  --scenario <name>   persona to serve by default (default ${DEFAULT_PERSONA}); one of:
                      ${PERSONA_IDS.join(', ')}
  --faults <text>     faults, e.g. "subscribe:billing-error=1102,Page:delay=2000,getManifest:playback-error=TOO_MANY_STREAMS" (see mocks/README.md)
  --origin <url>      browser origin allowed with credentials, on the subscriptions socket, the cast relay and
                      the control API's changes (repeatable; default http://localhost:5173)
  --token <secret>    what a client without a browser Origin (a script, the conformance checker) sends in the
                      ${TOKEN_HEADER} header, or ?${TOKEN_PARAMETER}= on a WebSocket URL (default: a new random one, printed at start)
  --world <name>      every session starts in this named world, shared (a demo; default: each session has its own
                      world, see below)
${STORE_USAGE}
  --seed <n>          catalog seed (default: the built-in one)
  --max-body <bytes>  largest request body read (default ${DEFAULT_MAX_BODY_BYTES}); a larger one gets 413
  --time-budget <ms>  how long one GraphQL request may run (default ${DEFAULT_TIME_BUDGET_MS}); past it, 503
${CLOCK_USAGE}
  --help              this text

Proxy mode, in front of a real backend (see docs/recipes/switch-an-operation-to-the-real-backend.md):
  --upstream <url>           the real backend for every contract (REST at its paths, GraphQL at /graphql)
  --upstream-profile <url>   … for one contract only (also --upstream-billing, --upstream-playback,
                             --upstream-graphql: the base of /graphql, /api/graphql and /graphql-subscriptions)
  --route <op>=<mode>        real | mock | auto for an operation (getProfiles, Page), a contract (billing)
                             or * (repeatable; default auto where an upstream is given: the real backend,
                             the mocks for what it answers 404 (its generic not-found), 405 or 501, or when unreachable)
  --routes <file.json>       routes from a file: { "getProfiles": "real", "billing": "mock" }
  --cookie <name=value>      a cookie for the real backend in place of the app's of that name (repeatable),
                             e.g. its session: --cookie airwave_session=$SESSION
  --strict                   answer a response that breaks the contract with a 502 naming the violation
  --report <file>            on exit, write the violations as <file>.json and JUnit <file>.xml
Routes and violations live: GET ${PROXY_CONTROL_PATH}, PUT ${PROXY_CONTROL_PATH}/routes, GET ${PROXY_CONTROL_PATH}/violations.

Each session (its airwave_session cookie) has its own worlds: its persona, faults and account are its own, and the
control API (/__mocks) acts on the caller's world. Sessions share a named world on purpose: PUT /__mocks/world
{"world": "<name>"} joins it (null goes back), x-mock-world: <name> (?world=<name> on a WebSocket URL) addresses it
for one request. A world unused for two hours expires.
Per request, the headers x-mock-scenario and x-mock-faults choose another persona or add faults.
The cast relay (ws://<host>:<port>/__cast) carries the cast simulation between a sender page and a
receiver page on different origins or machines (VITE_CAST_RELAY_URL, see the README).`;

runCommand({
  name: 'mock:server',
  usage,
  read: async () => {
    const line = readCommandLine(
      process.argv.slice(2),
      { seed: { type: 'string' }, 'max-body': { type: 'string' }, 'time-budget': { type: 'string' }, ...PROXY_OPTIONS },
      { port: DEFAULT_MOCK_PORT, persona: DEFAULT_PERSONA },
    );
    if (line.help) return line;
    const { values, world } = line;
    const options = {
      ...world,
      seed: values.seed === undefined ? undefined : wholeNumber('seed', values.seed, 0),
      maxBodyBytes: wholeNumber('max-body', values['max-body'], DEFAULT_MAX_BODY_BYTES),
      timeBudgetMs: wholeNumber('time-budget', values['time-budget'], DEFAULT_TIME_BUDGET_MS),
      // parseArgs types a repeatable option as string[]; readCommandLine's mapping knows only string and boolean.
      proxy: await readProxy(values as ProxyCommandLine),
    };
    return { help: false, port: world.port, options };
  },
  start: async ({ origins, proxy, ...options }) => {
    const { startMockServer } = await import('../../mocks/server.ts');
    const hooks = proxy ? (await import('../proxy/proxy.ts')).createProxy(proxy).hooks : undefined;
    return startMockServer({ ...options, allowedOrigins: origins, ...(hooks ? { proxy: hooks } : {}) });
  },
  announce: (running, { persona, origins, proxy, clock, store }) => {
    if (proxy) {
      const to = Object.entries(proxy.upstreams).map(([contract, url]) => `${contract} → ${url}`).join(', ');
      console.log(`Proxy mode: ${to}; routes ${proxy.routes.length === 0 ? 'auto for those contracts' : proxy.routes.map(([name, mode]) => `${name}=${mode}`).join(' ')}${proxy.strict ? '; --strict' : ''}. Routes and violations: ${running.url}${PROXY_CONTROL_PATH}`);
    }
    if (store !== undefined) console.log(`Worlds kept in Redis at ${store} (shared with every instance started with the same --store).`);
    console.log(`Airwave mocks (${persona}) at ${running.url}  ·  GraphQL ${running.url}/graphql  ·  subscriptions ${running.url.replace(/^http/, 'ws')}/graphql-subscriptions`);
    if (clock.current) console.log(`World clock: ${clock.now().toISOString()}${clock.current.frozen ? ', frozen' : clock.current.rate === 1 ? '' : `, running ×${clock.current.rate}`}.`);
    console.log(`Pages of ${(origins ?? DEFAULT_ALLOWED_ORIGINS).join(', ')} may use the socket, the cast relay and /__mocks (--origin adds one); scripts send ${TOKEN_HEADER}: ${running.token}`);
  },
});

/** Proxy mode's options, checked (routes against the contracts' operations and the upstreams given), or null. */
async function readProxy(values: ProxyCommandLine) {
  let graphql: GraphQLContract | undefined;
  const contract = async () => (graphql ??= await (await import('../conformance/graphql/contract.ts')).loadGraphQLContract());
  const proxy = await readProxyOptions(values, async () => (await contract()).operations.map((operation) => operation.name));
  if (!proxy) return null;
  try {
    routeTableFor(proxy, await contract(), proxy.routes);
  } catch (error) {
    if (error instanceof RouteError) throw new OptionError(error.message);
    throw error;
  }
  return { ...proxy, graphql: await contract() };
}
