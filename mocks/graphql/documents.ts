/**
 * Parsing and validation cached by query text (clients send the same few documents over and over), and
 * the automatic-persisted-query store (sha256 hash → query), shared by HTTP and graphql-ws. Both are
 * bounded in entries and in the bytes of query text they hold (oldest first out), so a stream of distinct
 * large documents cannot grow the server's memory; a document past the limits of ./limits.ts is refused.
 */
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { OPERATION_TEXTS } from '../../generated/graphql/operation-texts.ts';
import { GRAPHQL_LIMITS, LIMIT_ERROR_CODE, limitRules } from './limits.ts';
import { createMockSchema } from './schema.ts';

export interface PreparedDocument {
  document: DocumentNode;
  /** Parse or validation errors; the document must not be executed when non-empty. */
  errors: readonly GraphQLError[];
  operations: OperationDefinitionNode[];
}

export const DOCUMENT_CACHE_LIMITS = {
  /** Parsed documents kept. */
  maxEntries: 500,
  /** Bytes of query text kept (2 per UTF-16 code unit; the parsed tree is roughly proportional). */
  maxBytes: 2 * 1024 * 1024,
  /** A document larger than this is parsed for its request and not kept. */
  maxEntryBytes: 128 * 1024,
} as const;

/** Bytes a query's text takes in memory (UTF-16). */
export function textBytes(text: string): number {
  return text.length * 2;
}

const documents = new Map<string, PreparedDocument>();
let documentBytes = 0;

function keep(query: string, prepared: PreparedDocument): void {
  const bytes = textBytes(query);
  if (bytes > DOCUMENT_CACHE_LIMITS.maxEntryBytes) return;
  while (documents.size > 0 && (documents.size >= DOCUMENT_CACHE_LIMITS.maxEntries || documentBytes + bytes > DOCUMENT_CACHE_LIMITS.maxBytes)) {
    const oldest = documents.keys().next().value;
    if (oldest === undefined) break;
    documents.delete(oldest);
    documentBytes -= textBytes(oldest);
  }
  documents.set(query, prepared);
  documentBytes += bytes;
}

/**
 * What the parsed-document cache holds now: entries and bytes of query text.
 * @internal Read by the abuse tests only (tests/mocks/server-abuse.test.ts: the cache stays bounded).
 */
export function documentCacheSize(): { entries: number; bytes: number } {
  return { entries: documents.size, bytes: documentBytes };
}

/**
 * The contract's own operations, byte for byte as the app sends them (printed by codegen as Apollo Client prints them):
 * valid against the schema under every rule below, which `tests/mocks/contract-operations.test.ts` checks for each of
 * them, so they are parsed but not validated again. In the mock build the mock world starts afresh with every page load, and validating
 * Home's `Page` document there was ≈ 9 % of the page main thread's profile samples before the first tile.
 */
const contractOperations = new Set(OPERATION_TEXTS);

/** Documents validated so far (a contract operation is not). */
let validatedDocuments = 0;

/**
 * How many documents have been validated so far in this process.
 * @internal Read by its test only (tests/mocks/contract-operations.test.ts: the contract's own texts are not validated).
 */
export function documentsValidated(): number {
  return validatedDocuments;
}

export function prepareDocument(query: string): PreparedDocument {
  const cached = documents.get(query);
  if (cached) return cached;
  let prepared: PreparedDocument;
  try {
    const document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
    if (contractOperations.has(query)) {
      prepared = { document, errors: [], operations };
    } else {
      // The limits first, alone: graphql-js's own rules (overlapping fields above all) grow with the
      // square of a selection's width, which is what an alias flood would make them pay.
      validatedDocuments += 1;
      const overLimits = validate(createMockSchema(), document, limitRules);
      prepared = { document, errors: overLimits.length > 0 ? overLimits : validate(createMockSchema(), document, specifiedRules), operations };
    }
  } catch (error) {
    const syntax = !(error instanceof GraphQLError)
      ? new GraphQLError(String(error))
      : error.message.includes('tokens. Parsing aborted')
        ? new GraphQLError(`Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded: the document has more (a limit of the mock server, see mocks/README.md).`, { extensions: { code: LIMIT_ERROR_CODE } })
        : error;
    prepared = { document: { kind: 'Document', definitions: [] } as unknown as DocumentNode, errors: [syntax], operations: [] };
  }
  keep(query, prepared);
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

export const PERSISTED_QUERY_LIMITS = {
  /** Persisted queries remembered. */
  maxEntries: 5000,
  /** Bytes of query text remembered (2 per UTF-16 code unit). */
  maxBytes: 4 * 1024 * 1024,
} as const;

const persisted = new Map<string, string>();
let persistedBytes = 0;

/** Hex SHA-256 with Web Crypto (browsers and node alike). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function lookupPersisted(hash: string): string | undefined {
  return persisted.get(hash.toLowerCase());
}

/** Remembers a query under its hash, oldest out first past the entry or byte bound. */
export function rememberPersisted(hash: string, query: string): void {
  const key = hash.toLowerCase();
  const bytes = textBytes(query);
  if (bytes > PERSISTED_QUERY_LIMITS.maxBytes) return;
  const previous = persisted.get(key);
  if (previous !== undefined) {
    persisted.delete(key);
    persistedBytes -= textBytes(previous);
  }
  while (persisted.size > 0 && (persisted.size >= PERSISTED_QUERY_LIMITS.maxEntries || persistedBytes + bytes > PERSISTED_QUERY_LIMITS.maxBytes)) {
    const [oldestHash, oldestQuery] = persisted.entries().next().value ?? [];
    if (oldestHash === undefined || oldestQuery === undefined) break;
    persisted.delete(oldestHash);
    persistedBytes -= textBytes(oldestQuery);
  }
  persisted.set(key, query);
  persistedBytes += bytes;
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
