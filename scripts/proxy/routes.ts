/**
 * Per-operation routing of proxy mode: each operation — a REST operationId (`getProfiles`) or a GraphQL operation
 * name (`Page`) — goes to the real backend (`real`), to the mock world (`mock`), or to the real backend with the
 * mock world behind it (`auto`: the mocks answer when the upstream says it has not built the operation, or cannot
 * be reached). Set on the command line (`--route getProfiles=real`), from a JSON file (`--routes routes.json`) and
 * at run time through the control API (`PUT /__mocks/proxy/routes`, the Mocks panel).
 *
 * Reading is pure: every bad name, mode or file is a `RouteError` whose message says what to write instead.
 */
import { operations as restOperations, type ContractName as RestContract } from '../../common/openapi/contracts.ts';
import type { GraphQLContract } from '../conformance/graphql/contract.ts';

export const ROUTE_MODES = ['real', 'mock', 'auto'] as const;
export type RouteMode = (typeof ROUTE_MODES)[number];

/** The contracts proxy mode forwards: the three REST ones and GraphQL (HTTP and graphql-ws). */
export type ProxyContract = RestContract | 'graphql';
export const PROXY_CONTRACTS: readonly ProxyContract[] = ['profile', 'billing', 'playback', 'graphql'];

/** Bad routing input: the message names the route, file or value and what would do. */
export class RouteError extends Error {}

export function isRouteMode(value: unknown): value is RouteMode {
  return typeof value === 'string' && (ROUTE_MODES as readonly string[]).includes(value);
}

/** Every operation a route may name, with its contract. */
export interface OperationCatalog {
  contractOf: ReadonlyMap<string, ProxyContract>;
}

export function operationCatalog(graphqlOperationNames: readonly string[]): OperationCatalog {
  const contractOf = new Map<string, ProxyContract>();
  for (const operation of restOperations) contractOf.set(operation.operationId, operation.contract);
  for (const name of graphqlOperationNames) contractOf.set(name, 'graphql');
  return { contractOf };
}

/** A route's name is an operation, a contract (`billing`: all its operations) or `*` (everything). */
function checkName(name: string, catalog: OperationCatalog): void {
  if (name === '*' || (PROXY_CONTRACTS as readonly string[]).includes(name) || catalog.contractOf.has(name)) return;
  const lower = name.toLowerCase();
  const close = [...catalog.contractOf.keys()].filter((known) => known.toLowerCase().includes(lower) || lower.includes(known.toLowerCase())).slice(0, 5);
  throw new RouteError(
    `unknown operation "${name}" in a route: name a REST operationId (getProfiles), a GraphQL operation (Page), a contract (${PROXY_CONTRACTS.join(', ')}) or *` +
      (close.length > 0 ? `; did you mean ${close.join(', ')}?` : '.'),
  );
}

/** One `name=mode` from the command line. */
export function parseRouteArgument(text: string, catalog: OperationCatalog): [string, RouteMode] {
  const match = /^([^=\s]+)=(\S+)$/.exec(text.trim());
  if (!match?.[1] || !match[2]) throw new RouteError(`--route takes operation=mode (e.g. --route getProfiles=real), got "${text}".`);
  const [, name, mode] = match;
  checkName(name, catalog);
  if (!isRouteMode(mode)) throw new RouteError(`--route ${name}=${mode}: the mode must be one of ${ROUTE_MODES.join(', ')}.`);
  return [name, mode];
}

/** The routes of a JSON file: `{ "getProfiles": "real", "Page": "auto", "billing": "mock", "*": "auto" }`. */
export function parseRoutesFile(text: string, file: string, catalog: OperationCatalog): Array<[string, RouteMode]> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new RouteError(`the routes file ${file} is not JSON: ${(error as Error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new RouteError(`the routes file ${file} must hold one JSON object of operation: mode, e.g. { "getProfiles": "real" }.`);
  }
  return parseRouteEntries(value as Record<string, unknown>, `the routes file ${file}`, catalog);
}

/** Routes given as an object (a file's, or the control API's body). */
export function parseRouteEntries(entries: Record<string, unknown>, where: string, catalog: OperationCatalog): Array<[string, RouteMode]> {
  return Object.entries(entries).map(([name, mode]) => {
    try {
      checkName(name, catalog);
    } catch (error) {
      throw new RouteError(`${where}: ${(error as Error).message}`);
    }
    if (!isRouteMode(mode)) throw new RouteError(`${where}: "${name}" must be one of ${ROUTE_MODES.join(', ')}, got ${JSON.stringify(mode)}.`);
    return [name, mode];
  });
}

/** The routing in force: explicit routes over the default (auto where a contract has an upstream, mock elsewhere). */
export class RouteTable {
  private readonly routes = new Map<string, RouteMode>();

  constructor(
    readonly catalog: OperationCatalog,
    private readonly upstreamFor: (contract: ProxyContract) => string | undefined,
  ) {}

  /** Sets routes, checking that a real or auto route has an upstream to go to. */
  set(entries: ReadonlyArray<readonly [string, RouteMode]>): void {
    for (const [name, mode] of entries) {
      if (mode !== 'mock') {
        const contracts = name === '*' ? [] : [(PROXY_CONTRACTS as readonly string[]).includes(name) ? (name as ProxyContract) : this.catalog.contractOf.get(name)];
        for (const contract of contracts) {
          if (contract && !this.upstreamFor(contract)) {
            throw new RouteError(`${name}=${mode} needs an upstream for the ${contract} contract: give --upstream <url> or --upstream-${contract} <url>.`);
          }
        }
      }
    }
    for (const [name, mode] of entries) this.routes.set(name, mode);
  }

  /** The mode of one operation. */
  modeOf(operation: string, contract: ProxyContract): RouteMode {
    const chosen = this.routes.get(operation) ?? this.routes.get(contract) ?? this.routes.get('*');
    if (!this.upstreamFor(contract)) return 'mock';
    return chosen ?? 'auto';
  }

  /** Every operation with its contract and mode, for the control API and the Mocks panel. */
  list(): Array<{ operation: string; contract: ProxyContract; mode: RouteMode; upstream: string | null }> {
    return [...this.catalog.contractOf].map(([operation, contract]) => ({
      operation,
      contract,
      mode: this.modeOf(operation, contract),
      upstream: this.upstreamFor(contract) ?? null,
    }));
  }

  /** The routes set explicitly (what a routes file would hold). */
  explicit(): Record<string, RouteMode> {
    return Object.fromEntries(this.routes);
  }
}

/** The route table for these settings, checked (a real or auto route without an upstream is a RouteError). */
export function routeTableFor(settings: { upstreams: Partial<Record<ProxyContract, string>> }, graphql: GraphQLContract, routes: ReadonlyArray<readonly [string, RouteMode]>): RouteTable {
  const table = new RouteTable(
    operationCatalog(graphql.operations.map((operation) => operation.name)),
    (contract) => settings.upstreams[contract],
  );
  table.set(routes);
  return table;
}
