/**
 * Operation validation: every contract operation, with its fragments and the `__typename` selections the
 * client adds, validated by graphql-js against the SERVER's introspected schema. One check per operation
 * (`graphql:validate:{Operation}`); a failure names the field and the contract file and line.
 *
 * Validation runs while planning (it needs nothing but the two schemas), so the run and subscription checks
 * of an operation that does not validate are skipped with a pointer to this check instead of failing a
 * second time for the same reason.
 */
import { getLocation, validate, type GraphQLError, type GraphQLSchema } from 'graphql';
import { curlFor } from '../http.ts';
import type { Check, CheckOutcome, Target } from '../model.ts';
import type { ContractOperation } from './contract.ts';
import { graphqlHttpRequest } from './transport.ts';
import { inventedVariables } from './variables.ts';

export function validationCheckId(operation: ContractOperation): string {
  return `graphql:validate:${operation.name}`;
}

/** `message (contracts/graphql/operations/page.graphql:42)`: the location in the contract file, not the sent text. */
function describeValidationError(error: GraphQLError): string {
  const node = error.nodes?.find((item) => item.loc);
  if (!node?.loc) return error.message;
  const { line } = getLocation(node.loc.source, node.loc.start);
  return `${error.message} (${node.loc.source.name}:${line})`;
}

export interface ValidationPlan {
  checks: Check[];
  /** Operation name → the id of its failing validation check. */
  invalid: Map<string, string>;
}

export function planValidationChecks(input: {
  contractSchema: GraphQLSchema;
  serverSchema: GraphQLSchema;
  operations: ContractOperation[];
  target: Target;
  graphqlUrl: string;
}): ValidationPlan {
  const invalid = new Map<string, string>();
  const checks = input.operations.map((operation): Check => {
    const id = validationCheckId(operation);
    const errors = validate(input.serverSchema, operation.document);
    let outcome: CheckOutcome = { status: 'passed' };
    if (errors.length > 0) {
      invalid.set(operation.name, id);
      const lines = errors.map(describeValidationError);
      // What the server would answer itself: the same document, variables made from their types.
      const request = { document: operation.document, operationName: operation.name, variables: inventedVariables(input.contractSchema, operation) };
      outcome = {
        status: 'failed',
        failure: {
          message: `${operation.name} does not validate against the server's schema: ${lines[0] ?? ''}${lines.length > 1 ? ` (and ${lines.length - 1} more)` : ''}`,
          expected: `${operation.name} (${operation.file}) validates against the server's schema`,
          actual: lines.join('\n'),
          reproduction: curlFor(input.target, graphqlHttpRequest(input.graphqlUrl, request)),
        },
      };
    }
    return {
      id,
      contract: 'graphql',
      kind: 'operation-validation',
      operation: operation.name,
      target: operation.rootField,
      tags: [operation.type],
      title: `${operation.name} validates against the server's schema`,
      run: () => Promise.resolve(outcome),
    };
  });
  return { checks, invalid };
}
