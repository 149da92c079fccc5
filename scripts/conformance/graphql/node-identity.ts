/**
 * Node identity across answers (`graphql:node-identity:Page`). The contract's `Node` interface promises "a stable,
 * globally unique id; `__typename` + `id` is its normalized cache key": a client keeps one record per id, so two
 * answers that send one id with different content overwrite each other in its cache, and a page read again from
 * the cache shows what another page sent (a show's Season 1 drawn with Season 2's episodes).
 *
 * The check reads pages the way a viewer reaches them, from the contract's own links: Home, a show page Home
 * names (preferring a show whose season selector offers two seasons or more), and that show page again with
 * the options its answer offers applied (the options' NAVIGATE links: seasons, schedule types, orders). Where a Node
 * id carries different values at one field in two answers, the pages holding that id are read a second time, in
 * the order of the first reads, and the check fails when the two values are each repeated on their page's second read.
 * A value that changes between the two reads of one page (a live airing's progress) is time, not identity; with
 * the reads in two rounds, a change happening once cannot pass for a difference between pages.
 */
import { isInterfaceType, type GraphQLSchema } from 'graphql';
import type { Check, CheckOutcome, Failure, Target } from '../model.ts';
import type { ContractOperation, GraphQLContract } from './contract.ts';
import { curlOf, execute, judge, type Execution } from './execution.ts';

export const NODE_IDENTITY_CHECK_ID = 'graphql:node-identity:Page';

/**
 * Show pages whose options are read (besides Home), how many of Home's shows are looked at to find one with two
 * seasons, and options read per show page: about twenty reads in all, so that the check does not crowd the
 * server the other checks are reading at the same time.
 */
const SHOW_PAGES = 1;
const SHOW_PAGES_LOOKED_AT = 4;
const OPTIONS_PER_PAGE = 6;
/** Conflicts listed in a failure's `actual`. */
const CONFLICTS_LISTED = 8;

type Json = Record<string, unknown>;

function isJsonObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The capabilities the contract says a client always sends (Query.page's `capabilities`), plus MOVIE_SHOWINGS,
 * which it adds on SHOW pages.
 */
const ALWAYS_SENT = ['COLLECTION_TILE_GROUPS', 'HERO_PROMOTION', 'TILE_GROUP_LAYOUT', 'COLLECTION_GROUPS', 'OUT_OF_PLAN_CONTENT'];

/** The Page variables for a page: page(...) arguments, the capabilities a client sends, and the page-kind flag. */
export function pageVariables(page: { pageType: string; typeId?: unknown; filter?: unknown; filterId?: unknown; sorterId?: unknown }): Record<string, unknown> {
  const variables: Record<string, unknown> = { pageType: page.pageType };
  for (const field of ['typeId', 'filter', 'filterId', 'sorterId'] as const) {
    const value = page[field];
    if (typeof value === 'string' && value !== '') variables[field] = value;
  }
  variables.capabilities = page.pageType === 'SHOW' || page.pageType === 'PRESENTATION' ? [...ALWAYS_SENT, 'MOVIE_SHOWINGS'] : ALWAYS_SENT;
  // The Page document's page-kind flags ($isShowPage on SHOW, ...) select the per-kind parts, sections among them.
  if (page.pageType === 'SHOW') variables.isShowPage = true;
  if (page.pageType === 'CHANNEL') variables.isChannelPage = true;
  if (page.pageType === 'EPISODE' || page.pageType === 'PRESENTATION') variables.isEpisodePage = true;
  if (page.pageType === 'SAVED') variables.isSavedPage = true;
  return variables;
}

/** Every object in an answer, depth first. */
function* objectsIn(value: unknown): Generator<Json> {
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsIn(item);
  } else if (isJsonObject(value)) {
    yield value;
    for (const item of Object.values(value)) yield* objectsIn(item);
  }
}

/** The show pages an answer names: each Show's showId, '=' stripped (Show.showId: "/player/show/{id} ('=' characters stripped in routes)"). */
function showPages(data: unknown): string[] {
  const found = new Set<string>();
  for (const object of objectsIn(data)) {
    if (object.__typename === 'Show' && typeof object.showId === 'string' && object.showId !== '') found.add(object.showId.replace(/=/g, ''));
  }
  return [...found];
}

/** The pages an answer's Links lead to (Link.type is the page type) that `accept` takes, as Page variables, without repeats. */
function linkedPages(data: unknown, accept: (link: Json) => boolean): Array<Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  for (const object of objectsIn(data)) {
    if (object.__typename !== 'Link' || typeof object.type !== 'string' || !accept(object)) continue;
    const variables = pageVariables({ ...object, pageType: object.type });
    found.set(JSON.stringify(variables), variables);
  }
  return [...found.values()];
}

/** How many options the answer's SEASON selectors offer (a show with two seasons or more is the telling case). */
function seasonOptions(data: unknown): number {
  let count = 0;
  for (const object of objectsIn(data)) {
    if (object.__typename === 'PageSelector' && object.kind === 'SEASON' && Array.isArray(object.options)) count = Math.max(count, object.options.length);
  }
  return count;
}

/**
 * Option pages taken in turns by what they change (the sorter; the filter's first facet: `season:2` → season,
 * `schedule:upcoming` → schedule), so a few of them cover seasons, schedule types and orders alike.
 */
function roundRobin(options: Array<Record<string, unknown>>, base: Record<string, unknown>): Array<Record<string, unknown>> {
  const groups = new Map<string, Array<Record<string, unknown>>>();
  for (const option of options) {
    const what =
      option.sorterId !== base.sorterId ? 'sorter' : typeof option.filterId === 'string' ? `filter:${option.filterId.split(/[:,]/)[0] ?? ''}` : 'other';
    groups.set(what, [...(groups.get(what) ?? []), option]);
  }
  const taken: Array<Record<string, unknown>> = [];
  for (let turn = 0; taken.length < options.length; turn += 1) {
    for (const group of groups.values()) {
      const option = group[turn];
      if (option) taken.push(option);
    }
  }
  return taken;
}

/** One Node occurrence as a normalized cache stores it: leaf values by field path, nested Nodes as references. */
export type NodeFields = Map<string, string>;

/** The object types implementing Node in the contract. */
export function nodeTypes(schema: GraphQLSchema): Set<string> {
  const node = schema.getType('Node');
  return isInterfaceType(node) ? new Set(schema.getPossibleTypes(node).map((type) => type.name)) : new Set();
}

function nodeKeyOf(object: Json, nodes: Set<string>): string | null {
  return typeof object.__typename === 'string' && nodes.has(object.__typename) && typeof object.id === 'string' ? `${object.__typename}:${object.id}` : null;
}

/** Every Node occurrence of an answer, in order, by `Type:id`. */
export function nodeOccurrences(data: unknown, nodes: Set<string>): Map<string, NodeFields[]> {
  const occurrences = new Map<string, NodeFields[]>();
  const flatten = (value: unknown, path: string, into: NodeFields) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => flatten(item, `${path}[${index}]`, into));
      if (value.length === 0) into.set(path, '[]');
      return;
    }
    if (isJsonObject(value)) {
      const key = nodeKeyOf(value, nodes);
      if (key && path !== '') {
        into.set(path, `→ ${key}`);
        visit(value, key);
        return;
      }
      for (const [field, item] of Object.entries(value)) flatten(item, path === '' ? field : `${path}.${field}`, into);
      return;
    }
    into.set(path, JSON.stringify(value));
  };
  const visit = (object: Json, key: string) => {
    const fields: NodeFields = new Map();
    flatten(object, '', fields);
    occurrences.set(key, [...(occurrences.get(key) ?? []), fields]);
  };
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!isJsonObject(value)) return;
    const key = nodeKeyOf(value, nodes);
    if (key) visit(value, key);
    else for (const item of Object.values(value)) walk(item);
  };
  walk(data);
  return occurrences;
}

/** A page read twice: the occurrences of each read. */
export interface TwiceRead<Page> {
  page: Page;
  reads: [Map<string, NodeFields[]>, Map<string, NodeFields[]>];
}

export interface Conflict<Page> {
  node: string;
  path: string;
  first: { page: Page; value: string };
  second: { page: Page; value: string };
}

/**
 * Where one Node id carries two contents: a field path at which two occurrences (in two pages, or twice in one)
 * hold values that each repeats on its page's second read, and that differ. One conflict per node and path.
 */
export function identityConflicts<Page>(pages: Array<TwiceRead<Page>>): Array<Conflict<Page>> {
  const conflicts: Array<Conflict<Page>> = [];
  const nodes = new Set(pages.flatMap(({ reads }) => [...reads[0].keys()]));
  for (const node of nodes) {
    // The stable value of each path per occurrence, with where it was seen.
    const seen = new Map<string, { page: Page; value: string }>();
    const reported = new Set<string>();
    for (const { page, reads } of pages) {
      const firsts = reads[0].get(node) ?? [];
      const seconds = reads[1].get(node) ?? [];
      firsts.forEach((fields, index) => {
        const again = seconds[index];
        if (!again) return;
        for (const [path, value] of fields) {
          if (again.get(path) !== value || reported.has(path)) continue;
          const earlier = seen.get(path);
          if (!earlier) seen.set(path, { page, value });
          else if (earlier.value !== value) {
            conflicts.push({ node, path, first: earlier, second: { page, value } });
            reported.add(path);
          }
        }
      });
    }
  }
  return conflicts;
}

/** A page of the check: its variables and its two executions. */
interface PageRead {
  variables: Record<string, unknown>;
  executions: Execution[];
}

function describePage(variables: Record<string, unknown>): string {
  const args = Object.entries(variables)
    .filter(([name]) => !name.startsWith('is') && name !== 'capabilities')
    .map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
  return `page(${args.join(', ')})`;
}

function short(value: string): string {
  return value.length > 120 ? `${value.slice(0, 120)}…` : value;
}

export interface NodeIdentityInput {
  target: Target;
  graphqlUrl: string;
  contract: GraphQLContract;
  /** Operations that do not validate against the server's schema, with the validation check's id. */
  invalidOnServer: Map<string, string>;
  /**
   * Settles when the Page operation's own check has its answer (RunSession.run): this check's reads of about twenty
   * pages start after it, so they do not crowd that read of the heaviest page, nor the lookups waiting on it.
   */
  pageRun?: (signal: AbortSignal) => Promise<unknown>;
}

export function planNodeIdentityChecks(input: NodeIdentityInput): Check[] {
  const operation = input.contract.operations.find((candidate) => candidate.name === 'Page' && candidate.type === 'query');
  if (!operation) return [];
  return [
    {
      id: NODE_IDENTITY_CHECK_ID,
      contract: 'graphql',
      kind: 'node-identity',
      operation: operation.name,
      target: 'Node.id',
      tags: ['query'],
      title: "a Node's id names one content across the pages a viewer reads (Home, show pages, each with its seasons, schedules and orders)",
      run: ({ signal }) => runNodeIdentity(input, operation, signal),
    },
  ];
}

async function runNodeIdentity(input: NodeIdentityInput, operation: ContractOperation, signal: AbortSignal): Promise<CheckOutcome> {
  const invalid = input.invalidOnServer.get(operation.name);
  if (invalid) return { status: 'skipped', reason: `${operation.name} does not validate against the server's schema (see ${invalid})` };
  await input.pageRun?.(signal);
  const read = async (variables: Record<string, unknown>): Promise<{ execution: Execution; failure?: Failure }> => {
    // A read is sent again once when a kept-alive connection was closed under it (http.ts, for every query).
    const execution = await execute(input, operation, variables, signal);
    const failure = judge(execution);
    return failure ? { execution, failure: { ...failure, message: `${describePage(variables)}: ${failure.message}` } } : { execution };
  };
  const data = (execution: Execution): unknown => (execution.answer.kind === 'result' ? execution.answer.payload.data : undefined);

  const pages: PageRead[] = [];
  const home = pageVariables({ pageType: 'HOME' });
  const homeRead = await read(home);
  if (homeRead.failure) return { status: 'failed', failure: homeRead.failure };
  pages.push({ variables: home, executions: [homeRead.execution] });

  // Show pages Home links to; those offering two seasons or more first.
  const shows: Array<{ variables: Record<string, unknown>; execution: Execution; seasons: number }> = [];
  for (const typeId of showPages(data(homeRead.execution)).slice(0, SHOW_PAGES_LOOKED_AT)) {
    const variables = pageVariables({ pageType: 'SHOW', typeId });
    const showRead = await read(variables);
    if (showRead.failure) return { status: 'failed', failure: showRead.failure };
    shows.push({ variables, execution: showRead.execution, seasons: seasonOptions(data(showRead.execution)) });
    if (shows.filter((show) => show.seasons >= 2).length >= SHOW_PAGES) break;
  }
  if (shows.length === 0) return { status: 'skipped', reason: 'not observed: the Home page names no show (no Show.showId in its answer)' };
  shows.sort((a, b) => Number(b.seasons >= 2) - Number(a.seasons >= 2));
  for (const show of shows.slice(0, SHOW_PAGES)) {
    pages.push({ variables: show.variables, executions: [show.execution] });
    // The page's own options (seasons, schedule types, orders): Links to the same show page with other variables.
    const others = linkedPages(data(show.execution), (link) => link.type === 'SHOW' && link.typeId === show.variables.typeId).filter(
      (variables) => JSON.stringify(variables) !== JSON.stringify(show.variables),
    );
    for (const variables of roundRobin(others, show.variables).slice(0, OPTIONS_PER_PAGE)) {
      const optionRead = await read(variables);
      if (optionRead.failure) return { status: 'failed', failure: optionRead.failure };
      pages.push({ variables, executions: [optionRead.execution] });
    }
  }
  // Ids whose content differs between first reads; the pages holding them are read again, in the same order, to
  // tell content that belongs to the page from content that changed in the meantime.
  const nodes = nodeTypes(input.contract.schema);
  const firstReads = pages.map((page) => ({ page, first: nodeOccurrences(data(page.executions[0] as Execution), nodes) }));
  const suspects = new Set(identityConflicts(firstReads.map(({ page, first }) => ({ page, reads: [first, first] }))).map((conflict) => conflict.node));
  if (suspects.size === 0) return { status: 'passed' };
  const twice: Array<TwiceRead<PageRead>> = [];
  for (const { page, first } of firstReads) {
    if (![...suspects].some((node) => first.has(node))) continue;
    const again = await read(page.variables);
    if (again.failure) return { status: 'failed', failure: again.failure };
    page.executions.push(again.execution);
    twice.push({ page, reads: [first, nodeOccurrences(data(again.execution), nodes)] });
  }
  const conflicts = identityConflicts(twice);
  if (conflicts.length === 0) return { status: 'passed' };
  // One line per node, naming its most telling field first: a nested Node (a different tile group, say).
  const byNode = new Map<string, Array<Conflict<PageRead>>>();
  for (const conflict of conflicts) byNode.set(conflict.node, [...(byNode.get(conflict.node) ?? []), conflict]);
  const telling = [...byNode.values()].map((list) => list.find((conflict) => conflict.first.value.startsWith('→')) ?? (list[0] as Conflict<PageRead>));
  const line = (conflict: Conflict<PageRead>) => {
    const count = byNode.get(conflict.node)?.length ?? 1;
    const more = count > 1 ? ` (and ${count - 1} more field${count === 2 ? '' : 's'})` : '';
    return `${conflict.node} ${conflict.path}${more}: ${short(conflict.first.value)} in ${describePage(conflict.first.page.variables)}, ${short(conflict.second.value)} in ${describePage(conflict.second.page.variables)}`;
  };
  const [first] = telling as [Conflict<PageRead>];
  const curl = (page: PageRead) => curlOf(page.executions[0] as Execution);
  return {
    status: 'failed',
    failure: {
      message: `${operation.name}: ${byNode.size} Node id${byNode.size === 1 ? ' carries' : 's carry'} different content in different answers, e.g. ${first.node} (${first.path}) in ${describePage(first.first.page.variables)} and ${describePage(first.second.page.variables)}`,
      expected: "a Node's id is globally unique (schema: interface Node): one id, one content, whichever page sends it — an id that repeats across pages carries the same fields",
      actual: [...telling.slice(0, CONFLICTS_LISTED).map(line), ...(telling.length > CONFLICTS_LISTED ? [`… and ${telling.length - CONFLICTS_LISTED} more ids`] : [])].join('\n'),
      reproduction: first.first.page === first.second.page ? curl(first.first.page) : `${curl(first.first.page)}\n${curl(first.second.page)}`,
    },
  };
}
