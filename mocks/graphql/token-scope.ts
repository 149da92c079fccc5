/**
 * What the sender's session token may run (the GraphQL contract's header): an operation whose root fields are all
 * the receiver's (RECEIVER_GRAPHQL_FIELDS), never a mutation. Judged on the document itself, not on the operation's
 * name, which a client chooses freely. A document that does not parse or names no operation is not the token's to
 * judge: it gets its usual 400.
 */
import { Kind, type SelectionSetNode } from 'graphql';
import { RECEIVER_GRAPHQL_FIELDS } from '../rest/session-token.ts';
import { prepareDocument, selectOperation } from './documents.ts';

/** The root fields a selection set reads, through inline fragments and named fragments of the document. */
function rootFields(selections: SelectionSetNode, fragments: Map<string, SelectionSetNode>, seen = new Set<string>()): string[] {
  return selections.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment, fragments, seen);
  });
}

/** Whether the session token may run this operation of `query` (true for a document it cannot judge). */
export function withinTokenScope(query: string, operationName: string | null | undefined): boolean {
  const prepared = prepareDocument(query);
  if (prepared.errors.length > 0) return true;
  const operation = selectOperation(prepared, operationName);
  if (!operation) return true;
  if (operation.operation === 'mutation') return false;
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of prepared.document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  }
  return rootFields(operation.selectionSet, fragments).every((field) => field === '__typename' || RECEIVER_GRAPHQL_FIELDS.has(field));
}
