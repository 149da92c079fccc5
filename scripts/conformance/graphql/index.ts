/**
 * The GraphQL half of the conformance checker. Planning introspects the server (a setup error, exit 2,
 * when it cannot), then returns the checks: schema diff (schema-diff.ts), operation validation
 * (validation.ts), read-operation runs (operation-runs.ts), Node ids across page answers (node-identity.ts), the receiver's
 * session token (session-token.ts) and graphql-ws
 * subscriptions (subscriptions.ts).
 * The checks of one plan share the query answers (run-session.ts) and the graphql-ws connection probe.
 */
import { buildClientSchema, getIntrospectionQuery, parse, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { CheckerSetupError, type Check, type Target } from '../model.ts';
import { loadGraphQLContract } from './contract.ts';
import { planNodeIdentityChecks } from './node-identity.ts';
import { planOperationRunChecks } from './operation-runs.ts';
import { RunSession } from './run-session.ts';
import { planSchemaDiffChecks } from './schema-diff.ts';
import { planSessionTokenChecks } from './session-token.ts';
import { planSubscriptionChecks } from './subscriptions.ts';
import { describeGraphQLError, postGraphQL } from './transport.ts';
import { usageIndex } from './usage.ts';
import { planValidationChecks } from './validation.ts';

export interface GraphQLPlanOptions {
  /** How long to wait for connection_ack on the graphql-ws endpoint (default 5000 ms). */
  ackTimeoutMs?: number;
  /** The run's signal: introspection stops with it. */
  signal?: AbortSignal | undefined;
}

export const DEFAULT_ACK_TIMEOUT_MS = 5000;

/** The server's schema by introspection; a CheckerSetupError naming the URL when that is not possible. */
export async function introspect(target: Target, graphqlUrl: string, signal?: AbortSignal): Promise<GraphQLSchema> {
  const answer = await postGraphQL(target, graphqlUrl, { document: parse(getIntrospectionQuery({ descriptions: true })), operationName: 'IntrospectionQuery' }, signal);
  if (answer.kind === 'unreachable') throw new CheckerSetupError(`Cannot introspect the GraphQL server at ${graphqlUrl}: ${answer.problem}`);
  if (answer.kind === 'not-graphql') throw new CheckerSetupError(`Introspection of the GraphQL server at ${graphqlUrl} failed: ${answer.problem}`);
  const { data, errors } = answer.payload;
  if (errors && errors.length > 0) {
    throw new CheckerSetupError(`Introspection of the GraphQL server at ${graphqlUrl} failed: ${errors.map(describeGraphQLError).join('; ')}`);
  }
  try {
    return buildClientSchema(data as IntrospectionQuery);
  } catch (error) {
    throw new CheckerSetupError(`The GraphQL server at ${graphqlUrl} answered introspection with an unusable schema: ${(error as Error).message}`);
  }
}

export async function planGraphQLChecks(target: Target, options: GraphQLPlanOptions = {}): Promise<Check[]> {
  const graphqlUrl = target.graphqlUrl;
  if (!graphqlUrl) return [];
  const contract = await loadGraphQLContract();
  const serverSchema = await introspect(target, graphqlUrl, options.signal);
  const usage = usageIndex(contract.schema, contract.operations);
  const validation = planValidationChecks({ contractSchema: contract.schema, serverSchema, operations: contract.operations, target, graphqlUrl });
  const session = new RunSession({ target, graphqlUrl, contract, usage, invalidOnServer: validation.invalid });
  const schemaChecks = await planSchemaDiffChecks({ contractSchema: contract.schema, serverSchema, usage, target, graphqlUrl });
  return [
    ...schemaChecks,
    ...validation.checks,
    ...planOperationRunChecks(contract.operations, session),
    ...planNodeIdentityChecks({ target, graphqlUrl, contract, invalidOnServer: validation.invalid, pageRun: (signal) => session.run('Page', signal) }),
    ...planSessionTokenChecks(target, graphqlUrl, contract.operations),
    ...planSubscriptionChecks({
      contract,
      session,
      target,
      graphqlUrl,
      wsUrl: target.wsUrl,
      ackTimeoutMs: options.ackTimeoutMs ?? DEFAULT_ACK_TIMEOUT_MS,
      invalidOnServer: validation.invalid,
    }),
  ];
}
