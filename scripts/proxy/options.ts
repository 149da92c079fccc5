/**
 * The command-line options of proxy mode (`npm run mock:server -- --upstream <url> …`), read and checked here:
 * upstream URLs, routes (`--route op=mode`, `--routes file.json`), `--strict`, `--report <file>`. Every problem is
 * an OptionError naming the option and what it must be (the command prints it with the usage, exit code 2).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { OptionError } from '../mock-server/options.ts';
import { DEFAULT_MAX_RESPONSE_BYTES } from '../conformance/http.ts';
import { operationCatalog, parseRouteArgument, parseRoutesFile, RouteError, type ProxyContract, type RouteMode } from './routes.ts';

/** Where proxy mode's own control API lives (its routes and violations), on the mock server's origin. */
export const PROXY_CONTROL_PATH = '/__mocks/proxy';

/** How long the real backend may take to answer one request, in ms (the conformance checker's default too). */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;

export const PROXY_OPTIONS = {
  upstream: { type: 'string' },
  'upstream-profile': { type: 'string' },
  'upstream-billing': { type: 'string' },
  'upstream-playback': { type: 'string' },
  'upstream-graphql': { type: 'string' },
  route: { type: 'string', multiple: true },
  routes: { type: 'string' },
  strict: { type: 'boolean' },
  report: { type: 'string' },
  cookie: { type: 'string', multiple: true },
} as const;

export interface ProxyCommandLine {
  upstream?: string;
  'upstream-profile'?: string;
  'upstream-billing'?: string;
  'upstream-playback'?: string;
  'upstream-graphql'?: string;
  route?: string[];
  routes?: string;
  strict?: boolean;
  report?: string;
  cookie?: string[];
}

/** An upstream base URL: absolute http(s), no credentials, query or fragment. */
export function upstreamBase(option: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OptionError(`--${option} must be an absolute http:// or https:// URL such as http://localhost:8080, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OptionError(`--${option} must be an http:// or https:// URL, got "${value}" (${url.protocol}).`);
  if (url.username || url.password) throw new OptionError(`--${option} must not carry a user name or password; send credentials with the app's session cookie.`);
  if (url.search || url.hash) throw new OptionError(`--${option} must have no query or fragment, got "${value}".`);
  return url.href.replace(/\/+$/, '');
}

/** Proxy mode's settings from the command line, or null when no upstream is given (plain mock server). */
export async function readProxyOptions(
  values: ProxyCommandLine,
  graphqlOperationNames: readonly string[] | (() => Promise<readonly string[]>),
  cwd = process.cwd(),
) {
  const given = (['upstream', 'upstream-profile', 'upstream-billing', 'upstream-playback', 'upstream-graphql'] as const).filter((name) => values[name] !== undefined);
  if (given.length === 0) {
    const proxyOnly = (['route', 'routes', 'strict', 'report', 'cookie'] as const).find((name) => values[name] !== undefined);
    if (proxyOnly) throw new OptionError(`--${proxyOnly} is for proxy mode: give --upstream <url> (or --upstream-profile, --upstream-billing, --upstream-playback, --upstream-graphql) too.`);
    return null;
  }
  const all = values.upstream === undefined ? undefined : upstreamBase('upstream', values.upstream);
  const upstreams: Partial<Record<ProxyContract, string>> = {};
  for (const contract of ['profile', 'billing', 'playback', 'graphql'] as const) {
    const own = values[`upstream-${contract}`];
    const base = own === undefined ? all : upstreamBase(`upstream-${contract}`, own);
    // The GraphQL upstream is a base too: /graphql, /api/graphql and /graphql-subscriptions are the contract's paths on it.
    if (base !== undefined) upstreams[contract] = contract === 'graphql' ? base.replace(/\/graphql$/, '') : base;
  }
  // The GraphQL contract is read only when there is a proxy to route.
  const catalog = operationCatalog(typeof graphqlOperationNames === 'function' ? await graphqlOperationNames() : graphqlOperationNames);
  const routes: Array<[string, RouteMode]> = [];
  try {
    if (values.routes !== undefined) {
      const file = path.resolve(cwd, values.routes);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        throw new OptionError(`--routes ${values.routes}: the file cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
      }
      routes.push(...parseRoutesFile(text, values.routes, catalog));
    }
    // The command line's routes win over the file's.
    for (const text of values.route ?? []) routes.push(parseRouteArgument(text, catalog));
  } catch (error) {
    if (error instanceof RouteError) throw new OptionError(error.message);
    throw error;
  }
  let report: string | undefined;
  if (values.report !== undefined) {
    report = path.resolve(cwd, values.report);
    const folder = await stat(path.dirname(report)).catch(() => null);
    if (!folder?.isDirectory()) throw new OptionError(`--report ${values.report}: the folder ${path.dirname(report)} does not exist.`);
    const existing = await stat(report).catch(() => null);
    if (existing?.isDirectory()) throw new OptionError(`--report ${values.report} is a folder: give a file name (the reports are <name>.json and <name>.xml).`);
  }
  const cookies: Record<string, string> = {};
  for (const text of values.cookie ?? []) {
    const match = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+)=([^;\s]*)$/.exec(text);
    if (!match?.[1] || match[2] === undefined) throw new OptionError(`--cookie takes name=value (e.g. --cookie airwave_session=$SESSION), got "${text}".`);
    cookies[match[1]] = match[2];
  }
  return {
    upstreams,
    routes,
    cookies,
    strict: values.strict ?? false,
    report,
    timeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
    maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
  };
}
