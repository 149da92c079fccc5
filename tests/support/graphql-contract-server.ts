/**
 * A small stand-in for a GraphQL server that speaks the contract: the contract schema, filled by
 * @graphql-tools/mock, answering batched POSTs with automatic persisted queries, and a graphql-ws
 * endpoint on a loopback port. Tests of the client wiring use it; the full mock world lives in mocks/.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import { buildSchema, execute, parse, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { sha256Hex } from '../../app/api/graphql/sha256.ts';

const contractSdl = readFileSync(new URL('../../contracts/graphql/schema.graphql', import.meta.url), 'utf8');

export const scalarMocks: IMocks = {
  DateTime: () => '2026-11-22T10:00:00.000Z',
  URL: () => 'https://images.airwave.test/placeholder.png',
};

export function contractSchema(resolvers?: Parameters<typeof addMocksToSchema>[0]['resolvers']): GraphQLSchema {
  return addMocksToSchema({ schema: buildSchema(contractSdl), mocks: scalarMocks, resolvers });
}

export interface GraphQLRequestBody {
  query?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

/** Executes one operation as an APQ server would: an unknown hash without a query is refused. */
export async function executePersisted(
  schema: GraphQLSchema,
  known: Map<string, string>,
  body: GraphQLRequestBody,
): Promise<ExecutionResult> {
  const hash = body.extensions?.persistedQuery?.sha256Hash;
  let query = body.query;
  if (hash && query) {
    if ((await sha256Hex(query)) !== hash) {
      return { errors: [{ message: 'provided sha does not match query' }] } as unknown as ExecutionResult;
    }
    known.set(hash, query);
  }
  if (!query && hash) query = known.get(hash);
  if (!query) {
    return {
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    } as unknown as ExecutionResult;
  }
  return execute({
    schema,
    document: parse(query),
    variableValues: body.variables,
    operationName: body.operationName,
  }) as Promise<ExecutionResult>;
}

export interface SubscriptionServer {
  url: string;
  /** Drops every open socket without a close handshake, as a network failure would. */
  dropConnections: () => void;
  connectionCount: () => number;
  close: () => Promise<void>;
}

export async function startSubscriptionServer(schema: GraphQLSchema): Promise<SubscriptionServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/graphql-subscriptions' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  let connections = 0;
  wss.on('connection', () => {
    connections += 1;
  });
  const server = useServer({ schema }, wss);
  const { port } = wss.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/graphql-subscriptions`,
    dropConnections: () => wss.clients.forEach((socket) => socket.terminate()),
    connectionCount: () => connections,
    close: async () => {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
