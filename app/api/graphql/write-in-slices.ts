import type { InMemoryCache } from '@apollo/client';
import { Kind, valueFromASTUntyped, visit, type DefinitionNode, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

/**
 * The fragment of one tile group (a row or grid with its first page of tiles, TileRow_group in
 * contracts/graphql/operations/page.graphql): a page's answer is written into the cache one group per task.
 */
const GROUP_FRAGMENT = 'TileRow_group';

const field = (name: string): FieldNode => ({ kind: Kind.FIELD, name: { kind: Kind.NAME, value: name } });

/** A reference to a group instead of the group: what a selection spreading the group's fragment becomes. */
const GROUP_REFERENCE = { kind: Kind.SELECTION_SET, selections: [field('id'), field('__typename')] } as const;

/** A new task, after the browser has had its turn (input, painting, other tasks). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface PageAnswer {
  page?: {
    groups?: { edges?: readonly { node?: unknown }[] } | null;
    sections?: readonly { tileGroupsPageSection?: { tileGroups?: readonly unknown[] } | null }[] | null;
  } | null;
}

/** The page's tile groups, where the Page query spreads the group's fragment: the show's sections' grids and the page's rows. */
function groupsOf(data: PageAnswer): unknown[] {
  const page = data.page;
  if (!page) return [];
  const inSections = (page.sections ?? []).flatMap((section) => section.tileGroupsPageSection?.tileGroups ?? []);
  const rows = (page.groups?.edges ?? []).map((edge) => edge.node);
  return [...inSections, ...rows].filter((group) => group !== undefined && group !== null);
}

/** The operation's variables with the defaults its definition gives (`$isShowPage: Boolean! = false`), as Apollo reads them. */
function withDefaults(operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) defaults[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
  }
  return { ...defaults, ...variables };
}

/**
 * Writes a Page query's answer into Apollo's cache in slices, one task each, instead of in the one task in which
 * Apollo writes and reads back a whole answer (a show page's 80 kB: 38 tiles in three groups, the longest task of its
 * load; Lighthouse's Total Blocking Time counts every task's time over 50 ms on its 4× slower phone CPU). Each tile
 * group is written with its fragment and read back in a task of its own; then, in one more task, the rest of the page
 * with its groups as references; then, in a last one, the whole page is read. The reads fill Apollo's result cache, keyed by the selections of the document Apollo
 * reads the query with (the same fragment definitions), so the query's own read of the whole page then reuses each
 * group's and is short.
 *
 * `stillWanted` is asked before each slice: once the answer is no longer this writer's (the page's own query took it
 * and Apollo writes it whole), it stops. Returns whether the cache then holds the whole answer for the query.
 */
export async function writePageInSlices(
  cache: InMemoryCache,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
  data: PageAnswer,
  stillWanted: () => boolean,
): Promise<boolean> {
  // The document as Apollo reads and writes it (`__typename` added): its selections key the result cache.
  const query = cache.transformDocument(document);
  const operation = query.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const fragments = query.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION);
  if (!operation || !fragments.some((fragment) => fragment.name.value === GROUP_FRAGMENT)) return false;
  const allVariables = withDefaults(operation, variables);
  const fragmentDocument: DocumentNode = { kind: Kind.DOCUMENT, definitions: fragments };

  for (const group of groupsOf(data)) {
    await nextTask();
    if (!stillWanted()) return false;
    const id = cache.identify(group as Parameters<InMemoryCache['identify']>[0]);
    if (!id) return false;
    cache.writeFragment({ id, fragment: fragmentDocument, fragmentName: GROUP_FRAGMENT, data: group, variables: allVariables });
    // Read as a query's watch reads it (the optimistic layer), so that the page's read finds this one.
    cache.readFragment({ id, fragment: fragmentDocument, fragmentName: GROUP_FRAGMENT, variables: allVariables, optimistic: true });
  }
  await nextTask();
  if (!stillWanted()) return false;
  // The rest of the page, each group spread as a reference to the group written above.
  const shallow: DocumentNode = {
    ...query,
    definitions: query.definitions.map(
      (definition): DefinitionNode =>
        definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === GROUP_FRAGMENT
          ? definition
          : visit(definition, {
              SelectionSet: (node) => (node.selections.some((selection) => selection.kind === Kind.FRAGMENT_SPREAD && selection.name.value === GROUP_FRAGMENT) ? GROUP_REFERENCE : undefined),
            }),
    ),
  };
  cache.writeQuery({ query: shallow, variables: allVariables, data });
  await nextTask();
  return cache.diff({ query, variables: allVariables, optimistic: true, returnPartialData: true }).complete;
}
