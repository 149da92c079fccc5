/**
 * Proxy mode of the standalone mock server (`npm run mock:server -- --upstream <url>`): every request the contracts
 * describe goes, by its operation's route, to the real backend (validated both ways, its answer passed on) or to
 * the mock world; the control API under `/__mocks/proxy` shows and changes the routes and lists the violations.
 * Plugged into mocks/server.ts through its `proxy` option, so the limits, CORS and access rules of the mock server
 * apply to every request before it gets here.
 */
import type { MockBackend } from '../../mocks/backend.ts';
import { json } from '../../mocks/core/exchange.ts';
import { sendMockResponse, type ProxyExchange, type ProxyHooks } from '../../mocks/server.ts';
import type { GraphQLContract } from '../conformance/graphql/contract.ts';
import { type ProxyContext, type ProxySettings } from './exchange.ts';
import { proxyGraphQL, GRAPHQL_PATHS } from './graphql.ts';
import { GenericNotFound } from './not-implemented.ts';
import { proxyRest } from './rest.ts';
import { PROXY_CONTROL_PATH } from './options.ts';
import { parseRouteEntries, RouteError, routeTableFor, type RouteMode, type RouteTable } from './routes.ts';
import { ViolationLog } from './violations.ts';
import { relaySubscriptions } from './ws.ts';

export interface ProxyOptions extends ProxySettings {
  graphql: GraphQLContract;
  /** Routes to start with (command line and routes file, in that order of precedence already applied). */
  routes: ReadonlyArray<readonly [string, RouteMode]>;
  /** Where to write the JSON and JUnit reports when the server stops. */
  report?: string;
  log?: ViolationLog;
}

export interface Proxy {
  hooks: (backend: MockBackend) => ProxyHooks;
  routes: RouteTable;
  log: ViolationLog;
}

export function createProxy(options: ProxyOptions): Proxy {
  const routes = routeTableFor(options, options.graphql, options.routes);
  const log = options.log ?? new ViolationLog();
  const settings: ProxySettings = { upstreams: options.upstreams, strict: options.strict, timeoutMs: options.timeoutMs, maxResponseBytes: options.maxResponseBytes, cookies: options.cookies };

  function state() {
    return { upstreams: settings.upstreams, strict: settings.strict, routes: routes.list(), explicitRoutes: routes.explicit(), ...log.json() };
  }

  function control(exchange: ProxyExchange): 'answered' {
    const { request } = exchange;
    const route = `${request.method} ${request.path.slice(PROXY_CONTROL_PATH.length) || '/'}`;
    const answer = (status: number, value: unknown) => sendMockResponse(exchange.response, json(status, value), exchange.cors);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (type !== 'application/json') {
        answer(415, { error: `The proxy's control API takes JSON only: send ${request.method} ${request.path} with content-type: application/json.` });
        return 'answered';
      }
      if (request.bodyError) {
        answer(400, { error: request.bodyError });
        return 'answered';
      }
    }
    switch (route) {
      case 'GET /':
        answer(200, state());
        break;
      case 'GET /violations':
        answer(200, log.json());
        break;
      case 'DELETE /violations':
        log.clear();
        answer(200, log.json());
        break;
      case 'PUT /routes': {
        const body = request.body as { routes?: unknown } | undefined;
        const entries = body?.routes;
        if (entries === null || typeof entries !== 'object' || Array.isArray(entries)) {
          answer(400, { error: 'Send { "routes": { "<operation, contract or *>": "real" | "mock" | "auto" } }.' });
          break;
        }
        try {
          routes.set(parseRouteEntries(entries as Record<string, unknown>, 'routes', routes.catalog));
          answer(200, state());
        } catch (error) {
          if (!(error instanceof RouteError)) throw error;
          answer(400, { error: error.message });
        }
        break;
      }
      default:
        answer(404, { error: `No proxy control at ${request.method} ${request.path}: GET ${PROXY_CONTROL_PATH}, GET/DELETE ${PROXY_CONTROL_PATH}/violations, PUT ${PROXY_CONTROL_PATH}/routes.` });
    }
    return 'answered';
  }

  return {
    routes,
    log,
    hooks: (backend) => {
      const context: ProxyContext = { settings, routes, log, notFound: new GenericNotFound(), backend };
      return {
        request: async (exchange) => {
          const { path } = exchange.request;
          if (path === PROXY_CONTROL_PATH || path.startsWith(`${PROXY_CONTROL_PATH}/`)) return control(exchange);
          if (GRAPHQL_PATHS.has(path)) return proxyGraphQL(context, options.graphql, exchange);
          return proxyRest(context, exchange);
        },
        upgrade: (request, socket, head) => relaySubscriptions(context, options.graphql, request, socket, head),
        close: async () => {
          if (!options.report) return;
          const files = await log.write(options.report);
          console.log(`[proxy] ${log.violations().length} kinds of contract violation; reports written to ${files.join(' and ')}`);
        },
      };
    },
  };
}
