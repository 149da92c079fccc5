/**
 * What one GraphQL request may ask of the mock world, over HTTP and graphql-ws alike: depth, aliases and
 * cost of an operation (GraphQL Armor's validation rules), tokens in a document (graphql-js's parser)
 * and operations in one batch. A request past a limit is refused with a GraphQL error naming the limit
 * and what was found, before anything runs; every operation of `contracts/graphql/operations` stays well
 * inside them (tests/mocks/graphql-limits.test.ts). The table in mocks/README.md lists them.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

export const GRAPHQL_LIMITS = {
  /** Field nesting of one operation, fragments flattened (the Home `Page` query is 11 deep). */
  maxDepth: 24,
  /** Aliased fields in one operation (the app's operations use none). */
  maxAliases: 30,
  /** Cost of one operation: 2 per object field, 1 per scalar, fragments flattened (`Page` costs ≈ 1,000). */
  maxCost: 5000,
  /** Lexical tokens in one document (the `Page` document with its fragments has ≈ 780). */
  maxTokens: 5000,
  /** Operations in one batched HTTP request (Apollo's BatchHttpLink sends at most 10). */
  maxBatch: 25,
} as const;

/** The code of every refusal for a limit, in `errors[].extensions.code`. */
export const LIMIT_ERROR_CODE = 'QUERY_LIMIT_EXCEEDED';

/** GraphQL Armor words its refusals as syntax errors; the mocks report them as what they are. */
function reportLimit(context: ValidationContext | null, error: GraphQLError): void {
  const message = error.message.replace(/^Syntax Error: /, '').replace(/\.$/, '');
  context?.reportError(new GraphQLError(`${message} (a limit of the mock server, see mocks/README.md)`, { extensions: { code: LIMIT_ERROR_CODE } }));
}

const reporting = { propagateOnRejection: false, onReject: [reportLimit] };

/** The validation rules that enforce these depth, alias and cost limits (added to graphql-js's own). */
export function limitRulesFor(limits: Record<'maxDepth' | 'maxAliases' | 'maxCost', number>): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ...reporting }),
    maxAliasesRule({ n: limits.maxAliases, ...reporting }),
    costLimitRule({ maxCost: limits.maxCost, objectCost: 2, scalarCost: 1, depthCostFactor: 1, flattenFragments: true, ...reporting }),
  ];
}

/** The rules of GRAPHQL_LIMITS. */
export const limitRules: readonly ValidationRule[] = limitRulesFor(GRAPHQL_LIMITS);

/** The GraphQL error for a batch of more operations than the limit allows. */
export function batchLimitMessage(size: number): string {
  return `Batch size limit of ${GRAPHQL_LIMITS.maxBatch} exceeded, found ${size} operations (a limit of the mock server, see mocks/README.md).`;
}
