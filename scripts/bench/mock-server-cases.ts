/**
 * What the two mock server benches (mock-server.ts: the mock server against a bare server; mock-server-stores.ts: its
 * world stores) send, and the bare server they compare with: the requests of their cases — a REST GET, a REST POST,
 * the app's own GraphQL `Page` document for Home, a favorite toggled on and off —, the mock's answer to each recorded
 * once, and a bare node:http server that answers each request with those bytes.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { pageQueryVariables } from '../../common/page-query.ts';
import { CreateFavoriteChannelDocument } from '../../generated/graphql/documents/CreateFavoriteChannelDocument.ts';
import { DeleteFavoriteChannelDocument } from '../../generated/graphql/documents/DeleteFavoriteChannelDocument.ts';
import { PageDocument } from '../../generated/graphql/documents/PageDocument.ts';

/** A request of a case, sent by every connection in a loop. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const graphql = (operationName: string, query: string, variables: unknown): BenchRequest => ({
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({ operationName, query, variables }),
});

export const USER_DETAILS: BenchRequest = { method: 'GET', path: '/billing/user_details' };
export const VALIDATE_ZIP: BenchRequest = { method: 'POST', path: '/billing/validate_zip', body: JSON.stringify({ zip: '78701' }) };
/** Home's read, with the app's own `Page` document. */
export const HOME_READ = graphql('Page', print(PageDocument), pageQueryVariables('HOME'));

/** The world as far as a favorite toggle reads it. */
interface FavoritesWorld {
  catalog: { channels: readonly { channelId: string }[] };
  account: { favoriteChannelIds: readonly string[] };
}

/** A channel the account has not made a favorite, made one and unmade: the requests that toggle it on and off. */
export function favoriteToggle(world: FavoritesWorld): { favorite: BenchRequest; unfavorite: BenchRequest } {
  const channelId = world.catalog.channels.find((channel) => !world.account.favoriteChannelIds.includes(channel.channelId))?.channelId;
  if (!channelId) throw new Error('Every channel is a favorite already: nothing to toggle.');
  return {
    favorite: graphql('CreateFavoriteChannel', print(CreateFavoriteChannelDocument), { channelId }),
    unfavorite: graphql('DeleteFavoriteChannel', print(DeleteFavoriteChannelDocument), { channelId }),
  };
}

/** A mock's answer to a request: what the bare server sends back for it. */
export interface RecordedAnswer {
  status: number;
  type: string;
  body: Buffer;
}

/** A request's key among the recorded answers: its method, path and body. */
export const requestKey = (request: { method: string; path: string; body?: string }) => `${request.method} ${request.path}\n${request.body ?? ''}`;

/**
 * The answers of the mock at `url` to each distinct request of `requests`, each asked once (with the headers
 * `headersOf` gives it); throws, naming the request, when one fails or answers GraphQL errors.
 */
export async function recordAnswers<Request extends BenchRequest>(
  url: string,
  requests: Iterable<Request>,
  headersOf: (request: Request) => Record<string, string>,
): Promise<Map<string, RecordedAnswer>> {
  const recorded = new Map<string, RecordedAnswer>();
  for (const request of new Set(requests)) {
    const response = await fetch(`${url}${request.path}`, { method: request.method, body: request.body, headers: headersOf(request) });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok || body.includes('"errors"')) throw new Error(`${request.method} ${request.path}: the mock answered ${response.status} ${body.toString().slice(0, 300)}`);
    recorded.set(requestKey(request), { status: response.status, type: response.headers.get('content-type') ?? '', body });
  }
  return recorded;
}

/** A bare node:http server that answers each request (method, path and body) with the bytes recorded for it. */
export async function startBareServer(answers: Map<string, RecordedAnswer>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = answers.get(requestKey({ method: request.method ?? 'GET', path: request.url ?? '', body: Buffer.concat(chunks).toString() }));
      response.writeHead(answer?.status ?? 404, { 'content-type': answer?.type ?? 'text/plain' });
      response.end(answer?.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
