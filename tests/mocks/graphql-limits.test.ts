/**
 * The GraphQL limits (mocks/graphql/limits.ts) never refuse what the app sends: every operation of
 * contracts/graphql/operations, with the fragments it uses, stays inside half of each limit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from '../../generated/graphql/all-documents.ts';
import { GRAPHQL_LIMITS, limitRulesFor } from '../../mocks/graphql/limits.ts';
import { createMockSchema } from '../../mocks/graphql/schema.ts';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../contracts/graphql/operations');
const contract = parse(readdirSync(folder).map((file) => readFileSync(path.join(folder, file), 'utf8')).join('\n'));
const fragments = contract.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
const contractOperations = contract.definitions.flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition] : []));

const half = {
  maxDepth: Math.floor(GRAPHQL_LIMITS.maxDepth / 2),
  maxAliases: Math.floor(GRAPHQL_LIMITS.maxAliases / 2),
  maxCost: Math.floor(GRAPHQL_LIMITS.maxCost / 2),
};

describe('GraphQL limits and the contract operations', () => {
  it('finds the operations', () => {
    expect(contractOperations.map((operation) => operation.name?.value)).toEqual(expect.arrayContaining(['Page', 'Tiles', 'SearchDropDown', 'User']));
  });

  it.each(contractOperations.map((operation) => [operation.name?.value ?? '?', operation] as const))('%s is inside half of the depth, alias and cost limits', (_name, operation) => {
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] };
    const errors = validate(createMockSchema(), document, limitRulesFor(half));
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('every generated document (what the app sends) parses inside half of the token limit', () => {
    const documents = Object.entries(operations).filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(10);
    for (const [, document] of documents) {
      expect(() => parse(print(document as DocumentNode), { maxTokens: Math.floor(GRAPHQL_LIMITS.maxTokens / 2) })).not.toThrow();
    }
  });
});
