/**
 * Parsing and validation cached by query text (clients send the same few documents over and over), and
 * the automatic-persisted-query store (sha256 hash → query), shared by HTTP and graphql-ws.
 */
import { GraphQLError, parse, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { createMockSchema } from './schema.ts';

export interface PreparedDocument {
  document: DocumentNode;
  /** Parse or validation errors; the document must not be executed when non-empty. */
  errors: readonly GraphQLError[];
  operations: OperationDefinitionNode[];
}

const MAX_DOCUMENTS = 500;
const documents = new Map<string, PreparedDocument>();

export function prepareDocument(query: string): PreparedDocument {
  const cached = documents.get(query);
  if (cached) return cached;
  let prepared: PreparedDocument;
  try {
    const document = parse(query);
    const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
    prepared = { document, errors: validate(createMockSchema(), document), operations };
  } catch (error) {
    const syntax = error instanceof GraphQLError ? error : new GraphQLError(String(error));
    prepared = { document: { kind: 'Document', definitions: [] } as unknown as DocumentNode, errors: [syntax], operations: [] };
  }
  if (documents.size >= MAX_DOCUMENTS) {
    const oldest = documents.keys().next().value;
    if (oldest !== undefined) documents.delete(oldest);
  }
  documents.set(query, prepared);
  return prepared;
}

/** The operation a request runs: the named one, or the only one. */
export function selectOperation(prepared: PreparedDocument, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  if (operationName) return prepared.operations.find((operation) => operation.name?.value === operationName);
  return prepared.operations.length === 1 ? prepared.operations[0] : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Automatic persisted queries
// ---------------------------------------------------------------------------------------------------

const MAX_PERSISTED = 5000;
const persisted = new Map<string, string>();

/** Hex SHA-256 with Web Crypto (browsers and node alike). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function lookupPersisted(hash: string): string | undefined {
  return persisted.get(hash.toLowerCase());
}

export function rememberPersisted(hash: string, query: string): void {
  if (persisted.size >= MAX_PERSISTED) {
    const oldest = persisted.keys().next().value;
    if (oldest !== undefined) persisted.delete(oldest);
  }
  persisted.set(hash.toLowerCase(), query);
}

/** The remembered queries, oldest first: the browser mocks keep them across reloads, as a server would. */
export function persistedQueryEntries(): [hash: string, query: string][] {
  return [...persisted];
}

export function persistedQueryCount(): number {
  return persisted.size;
}

/** Remembers queries kept from an earlier page load (entries from persistedQueryEntries). */
export function restorePersistedQueries(entries: Iterable<readonly [string, string]>): void {
  for (const [hash, query] of entries) rememberPersisted(hash, query);
}

/** Forgets every persisted query (tests). */
export function clearPersistedQueries(): void {
  persisted.clear();
}
