/**
 * graphql-ws through the proxy. A subscriptions socket is routed as a whole (one socket carries every
 * subscription of a page): to the real backend's `/graphql-subscriptions` when any subscription operation is routed
 * there (`real`, or `auto` while the upstream accepts the socket), to the mock world otherwise — and in `auto`,
 * when the upstream's socket cannot be opened. Frames are relayed both ways and checked on the way: each `subscribe`
 * document against the contract schema, each `next` payload against the shape its document asks. Only the session
 * cookie goes upstream; frames are limited as the mock server's (--max-body).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { parse, validate, type DocumentNode, type OperationDefinitionNode, Kind } from 'graphql';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { DEFAULT_MAX_BODY_BYTES } from '../../mocks/defaults.ts';
import { checkShape } from '../conformance/graphql/shape.ts';
import type { GraphQLContract } from '../conformance/graphql/contract.ts';
import type { ProxyContext } from './exchange.ts';
import { upstreamCookie } from './forward.ts';

const SUBSCRIPTIONS_PATH = '/graphql-subscriptions';

/** The upstream's graphql-ws URL: the GraphQL upstream's origin at the contract's subscriptions path. */
export function upstreamSocketUrl(graphqlBase: string): string {
  const url = new URL(SUBSCRIPTIONS_PATH, graphqlBase);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

function openUpstream(url: string, request: IncomingMessage, timeoutMs: number, cookies: Readonly<Record<string, string>>): Promise<WebSocket | string> {
  const protocols = String(request.headers['sec-websocket-protocol'] ?? 'graphql-transport-ws')
    .split(',')
    .map((protocol) => protocol.trim())
    .filter(Boolean);
  const headers: Record<string, string> = {};
  const cookie = upstreamCookie(request.headers.cookie, cookies);
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve) => {
    const socket = new WebSocket(url, protocols, { headers, maxPayload: DEFAULT_MAX_BODY_BYTES, handshakeTimeout: timeoutMs, followRedirects: false });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      socket.terminate();
      resolve(`the upstream answered the upgrade with ${response.statusCode ?? '?'}`);
    });
    socket.once('error', (error) => resolve(error.message));
  });
}

interface Subscribed {
  name: string;
  document?: DocumentNode;
  definition?: OperationDefinitionNode;
  variables: Record<string, unknown>;
}

function frameOf(data: RawData): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8')) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function wscatLine(url: string, frame: unknown): string {
  return `wscat -s graphql-transport-ws -c '${url}' -H "cookie: $AIRWAVE_COOKIE"   # then send {"type":"connection_init"} and ${JSON.stringify(frame)}`;
}

/** Takes the upgrade over (true) by relaying to the real backend, or leaves it to the mocks (false). */
export async function relaySubscriptions(context: ProxyContext, graphql: GraphQLContract, request: IncomingMessage, socket: Duplex, head: Buffer): Promise<boolean> {
  const base = context.settings.upstreams.graphql;
  if (!base) return false;
  const modes = graphql.operations.filter((operation) => operation.type === 'subscription').map((operation) => context.routes.modeOf(operation.name, 'graphql'));
  if (modes.every((mode) => mode === 'mock')) return false;
  const url = upstreamSocketUrl(base);
  const upstream = await openUpstream(url, request, context.settings.timeoutMs, context.settings.cookies);
  if (typeof upstream === 'string') {
    if (!modes.includes('real')) {
      context.log.served('graphql', 'graphql-ws', 'fallback', `the real backend's subscriptions socket could not be opened: ${upstream}`);
      return false;
    }
    throw new Error(`${url}: ${upstream}`);
  }
  const server = new WebSocketServer({ noServer: true, maxPayload: DEFAULT_MAX_BODY_BYTES });
  server.handleUpgrade(request, socket, head, (client) => {
    const subscribed = new Map<string, Subscribed>();
    client.on('message', (data, isBinary) => {
      const frame = frameOf(data);
      if (frame?.type === 'subscribe' && typeof frame.id === 'string') {
        const payload = (frame.payload ?? {}) as Record<string, unknown>;
        const query = typeof payload.query === 'string' ? payload.query : '';
        const entry: Subscribed = { name: typeof payload.operationName === 'string' ? payload.operationName : '(anonymous)', variables: (payload.variables as Record<string, unknown> | undefined) ?? {} };
        try {
          entry.document = parse(query);
          entry.definition = entry.document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
          if (entry.name === '(anonymous)' && entry.definition?.name) entry.name = entry.definition.name.value;
          const errors = validate(graphql.schema, entry.document);
          for (const error of errors.slice(0, 3)) {
            context.log.record({ contract: 'graphql', operation: entry.name, side: 'request', method: 'WS', path: SUBSCRIPTIONS_PATH, schemaPath: 'contracts/graphql/schema.graphql', message: `the subscription is not valid on the contract schema: ${error.message}`, curl: wscatLine(url, frame) });
          }
        } catch (error) {
          context.log.record({ contract: 'graphql', operation: entry.name, side: 'request', method: 'WS', path: SUBSCRIPTIONS_PATH, schemaPath: 'contracts/graphql/schema.graphql', message: `the subscription does not parse: ${(error as Error).message}`, curl: wscatLine(url, frame) });
        }
        subscribed.set(frame.id, entry);
        context.log.served('graphql', entry.name, 'real');
      }
      if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
    });
    upstream.on('message', (data, isBinary) => {
      const frame = frameOf(data);
      const entry = typeof frame?.id === 'string' ? subscribed.get(frame.id) : undefined;
      if (frame?.type === 'next' && entry?.document && entry.definition) {
        const payload = (frame.payload ?? {}) as Record<string, unknown>;
        const problems = payload.data === undefined || payload.data === null ? [] : checkShape(graphql.schema, entry.document, entry.definition, payload.data, entry.variables).problems;
        for (const message of problems.slice(0, 5)) {
          context.log.record({ contract: 'graphql', operation: entry.name, side: 'response', method: 'WS', path: SUBSCRIPTIONS_PATH, schemaPath: `subscription ${entry.name} ${message.split(':')[0] ?? ''}`.trim(), message, curl: wscatLine(url, { id: frame.id, type: 'subscribe', payload: { query: '…', operationName: entry.name } }) });
        }
        if (problems[0] && context.settings.strict) {
          client.send(JSON.stringify({ id: frame.id, type: 'error', payload: [{ message: `The real backend's event for ${entry.name} breaks the contract: ${problems[0]}`, extensions: { code: 'CONTRACT_VIOLATION' } }] }));
          return;
        }
      }
      if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
    });
    const closeBoth = (code: number, reason: Buffer) => {
      const usable = code >= 1000 && code < 5000 && code !== 1005 && code !== 1006 && code !== 1015 ? code : 1000;
      if (client.readyState === WebSocket.OPEN) client.close(usable, reason);
      if (upstream.readyState === WebSocket.OPEN) upstream.close(usable, reason);
    };
    client.on('close', closeBoth);
    upstream.on('close', closeBoth);
    client.on('error', () => upstream.terminate());
    upstream.on('error', () => client.terminate());
  });
  return true;
}
