/**
 * Runs one contract operation over HTTP and judges the answer: a GraphQL response, no `errors`, `data`
 * present, and `data` shaped as the document asks by the contract schema (shape.ts). Used by the
 * operation-run checks and by the mutations that trigger subscription events.
 */
import type { Failure, Target } from '../model.ts';
import type { ContractOperation, GraphQLContract } from './contract.ts';
import { checkShape, summarizeProblems, type ShapeReport } from './shape.ts';
import { describeGraphQLError, postGraphQL, type GraphQLAnswer } from './transport.ts';

export interface Execution {
  operation: ContractOperation;
  variables: Record<string, unknown>;
  answer: GraphQLAnswer;
  /** Present when the answer carried an object as `data`. */
  shape?: ShapeReport;
}

export interface ExecutionTarget {
  target: Target;
  graphqlUrl: string;
  contract: GraphQLContract;
}

export async function execute(env: ExecutionTarget, operation: ContractOperation, variables: Record<string, unknown>, signal?: AbortSignal): Promise<Execution> {
  const answer = await postGraphQL(env.target, env.graphqlUrl, { document: operation.document, operationName: operation.name, variables }, signal);
  const data = answer.kind === 'result' ? answer.payload.data : undefined;
  const shape = data !== null && typeof data === 'object' ? checkShape(env.contract.schema, operation.document, operation.definition, data, variables) : undefined;
  return { operation, variables, answer, ...(shape ? { shape } : {}) };
}

export function curlOf(execution: Execution): string {
  return execution.answer.kind === 'unreachable' ? execution.answer.curl : execution.answer.exchange.curl;
}

/** What is wrong with an execution, or undefined when the answer is what the contract promises. */
export function judge(execution: Execution): Failure | undefined {
  const { answer, operation } = execution;
  const reproduction = curlOf(execution);
  const expected = `a GraphQL response to ${operation.name} without errors, shaped as ${operation.file} asks (types from the contract schema)`;
  if (answer.kind === 'unreachable') return { message: answer.problem, expected, actual: 'no answer', reproduction };
  if (answer.kind === 'not-graphql') return { message: `${operation.name}: ${answer.problem}`, expected, actual: answer.problem, reproduction };
  const errors = answer.payload.errors ?? [];
  if (errors.length > 0) {
    const first = errors[0];
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    return {
      message: `${operation.name} answered with errors: ${first ? describeGraphQLError(first) : ''}${more}`,
      expected,
      actual: errors.map(describeGraphQLError).join('\n'),
      reproduction,
    };
  }
  if (!execution.shape) {
    return { message: `${operation.name} answered without data (data is ${JSON.stringify(answer.payload.data ?? null)})`, expected, actual: 'no data', reproduction };
  }
  if (execution.shape.problemCount > 0) {
    const { message, detail } = summarizeProblems(execution.shape);
    return { message: `${operation.name}: ${message}`, expected, actual: detail, reproduction };
  }
  return undefined;
}
