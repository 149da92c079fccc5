/**
 * A GraphQL server that serves the contract with planted faults, for the conformance checker's tests. It
 * runs the mock world's own resolvers (mocks/graphql/schema.ts) over a schema built from the contract SDL
 * with these edits, so reads return real data:
 * - a removed field: Channel.callsign (AvailableChannels selects it);
 * - a changed nullability: UserSubscription.hasContentAccess is `Boolean`, not `Boolean!`;
 * - an argument made required: Query.preferences(playerId: ID!) instead of `ID`;
 * - a removed enum value: DeviceKind.CHROMECAST;
 * - a wrong field type in a response: the UserBasicInfo answer carries displayName as the number 42,
 *   although the server's own schema says String;
 * - Node ids that repeat with different content: every show page's sections answered with the ids
 *   `section:<show>:<n>`, whatever season, schedule type or order the page shows (what the mock world once did);
 * - a graphql-ws endpoint that accepts the socket (and the graphql-transport-ws subprotocol) but never
 *   sends connection_ack.
 *
 * `plantedFaults` lists, for each, the check that must report it, a fragment of its message, the
 * operations that message must name, and the checks that fail or are skipped only because of it.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Kind, execute, parse, visit, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { schemaSDL } from '../../../generated/graphql/sdl.ts';
import { createWorld } from '../../../mocks/scenarios/create-world.ts';
import type { GraphQLContext } from '../../../mocks/graphql/context.ts';
import { executableSchema } from '../../../mocks/graphql/schema.ts';
import { runningClock } from '../../support/clock.ts';

export interface PlantedFault {
  what: string;
  /** The check that reports it. */
  checkId: string;
  /** A fragment of that check's failure message. */
  messageFragment: string;
  /** Contract operations the failure message names. */
  operations: string[];
  /** Checks that fail or are skipped only because of this fault (an id ending in `*` is a prefix). */
  consequences: { failed: string[]; skipped: string[] };
}

export const plantedFaults: PlantedFault[] = [
  {
    what: 'a removed field',
    checkId: 'graphql:schema:FIELD_REMOVED:Channel.callsign',
    messageFragment: "Field 'callsign' was removed from object type 'Channel'",
    operations: ['AvailableChannels'],
    // The operation selecting it no longer validates, so it is not run.
    consequences: { failed: ['graphql:validate:AvailableChannels'], skipped: ['graphql:run:AvailableChannels'] },
  },
  {
    what: 'a non-null field made nullable',
    checkId: 'graphql:schema:FIELD_TYPE_CHANGED:UserSubscription.hasContentAccess',
    messageFragment: "Field 'UserSubscription.hasContentAccess' changed type from 'Boolean!' to 'Boolean'",
    operations: ['UserSubscription', 'UserSubscriptionChanged'],
    consequences: { failed: [], skipped: [] },
  },
  {
    what: 'an argument made required',
    checkId: 'graphql:schema:FIELD_ARGUMENT_TYPE_CHANGED:Query.preferences.playerId',
    messageFragment: "Type for argument 'playerId' on field 'Query.preferences' changed from 'ID' to 'ID!'",
    operations: ['Preferences'],
    consequences: { failed: ['graphql:validate:Preferences'], skipped: ['graphql:run:Preferences'] },
  },
  {
    what: 'a removed enum value',
    checkId: 'graphql:schema:ENUM_VALUE_REMOVED:DeviceKind.CHROMECAST',
    messageFragment: "Enum value 'CHROMECAST' was removed from enum 'DeviceKind'",
    operations: ['Player', 'PlayerRegistrationChanged'],
    consequences: { failed: [], skipped: [] },
  },
  {
    what: 'a wrong field type in a response',
    checkId: 'graphql:run:UserBasicInfo',
    messageFragment: 'data.userBasicInfo.displayName: expected String (a string), got number 42',
    operations: ['UserBasicInfo'],
    consequences: { failed: [], skipped: [] },
  },
  {
    what: 'a Node id repeated across pages with different content',
    checkId: 'graphql:node-identity:Page',
    messageFragment: 'different content in different answers, e.g. PageSection:section:',
    operations: ['Page'],
    consequences: { failed: [], skipped: [] },
  },
  {
    what: 'a subscription endpoint that never acks',
    checkId: 'graphql:ws:connection',
    messageFragment: 'the server never acknowledged the connection (no connection_ack within',
    operations: [],
    consequences: { failed: [], skipped: ['graphql:subscription:*'] },
  },
];

/** The contract SDL with the schema faults planted. */
function brokenSchemaDocument(): DocumentNode {
  return visit(parse(schemaSDL), {
    FieldDefinition(node, _key, _parent, _path, ancestors) {
      const owner = ancestors[ancestors.length - 1];
      const ownerName = owner && 'kind' in owner && owner.kind === Kind.OBJECT_TYPE_DEFINITION ? owner.name.value : '';
      if (ownerName === 'Channel' && node.name.value === 'callsign') return null;
      if (ownerName === 'UserSubscription' && node.name.value === 'hasContentAccess' && node.type.kind === Kind.NON_NULL_TYPE) {
        return { ...node, type: node.type.type };
      }
      if (ownerName === 'Query' && node.name.value === 'preferences') {
        return {
          ...node,
          arguments: node.arguments?.map((argument) =>
            argument.name.value === 'playerId' && argument.type.kind !== Kind.NON_NULL_TYPE ? { ...argument, type: { kind: Kind.NON_NULL_TYPE, type: argument.type } } : argument,
          ),
        };
      }
      return undefined;
    },
    EnumValueDefinition(node, _key, _parent, _path, ancestors) {
      const owner = ancestors[ancestors.length - 1];
      const ownerName = owner && 'kind' in owner && owner.kind === Kind.ENUM_TYPE_DEFINITION ? owner.name.value : '';
      return ownerName === 'DeviceKind' && node.name.value === 'CHROMECAST' ? null : undefined;
    },
  });
}

function brokenSchema(): GraphQLSchema {
  return executableSchema(brokenSchemaDocument());
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.on('error', reject);
  });
}

interface GraphQLBody {
  query?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** The planted response fault: a String field answered as a number. */
function plantWrongType(operationName: string | undefined, result: ExecutionResult): ExecutionResult {
  const data = result.data as { userBasicInfo?: Record<string, unknown> } | null | undefined;
  if (operationName !== 'UserBasicInfo' || !data?.userBasicInfo) return result;
  return { ...result, data: { ...data, userBasicInfo: { ...data.userBasicInfo, displayName: 42 } } };
}

/** The planted identity fault: a show page's sections get ids that name the show only, not the season or order shown. */
function plantRepeatedSectionIds(operationName: string | undefined, variables: Record<string, unknown> | undefined, result: ExecutionResult): ExecutionResult {
  const data = result.data as { page?: { sections?: Array<Record<string, unknown>> } | null } | null | undefined;
  const sections = data?.page?.sections;
  if (operationName !== 'Page' || !data?.page || !sections) return result;
  const typeId = String(variables?.typeId ?? '');
  return { ...result, data: { ...data, page: { ...data.page, sections: sections.map((section, index) => ({ ...section, id: `section:${typeId}:${index}` })) } } };
}

export async function startBrokenGraphQLServer(): Promise<{ graphqlUrl: string; wsUrl: string; close(): Promise<void>; plantedFaults: PlantedFault[] }> {
  const schema = brokenSchema();
  const world = createWorld({ now: runningClock() });
  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/graphql') return reply(404, { errors: [{ message: 'Not found' }] });
    readJson(request)
      .then(async (body) => {
        const { query = '', operationName, variables } = body as GraphQLBody;
        const origin = `http://${request.headers.host ?? 'localhost'}`;
        const contextValue: GraphQLContext = { world, origin };
        const result = await execute({ schema, document: parse(query), operationName, variableValues: variables, contextValue });
        reply(200, plantRepeatedSectionIds(operationName, variables, plantWrongType(operationName, result)));
      })
      .catch((error: unknown) => reply(400, { errors: [{ message: error instanceof Error ? error.message : String(error) }] }));
  });
  // Accepts the socket and the subprotocol, then ignores connection_init: no connection_ack ever.
  const silent = new WebSocketServer({ noServer: true, handleProtocols: (protocols) => (protocols.has('graphql-transport-ws') ? 'graphql-transport-ws' : false) });
  server.on('upgrade', (request, socket, head) => silent.handleUpgrade(request, socket, head, (client) => silent.emit('connection', client, request)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    graphqlUrl: `http://127.0.0.1:${port}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql-subscriptions`,
    plantedFaults,
    close: async () => {
      for (const client of silent.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
