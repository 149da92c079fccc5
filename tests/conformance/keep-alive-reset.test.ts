/**
 * A kept-alive connection the server closes while it sits idle (its keep-alive timeout) can be picked for the
 * checker's next request just as it closes: that request then meets a closed or reset connection before any answer.
 * On a loaded machine the checker's own idle timer (which should retire the connection first) runs late, so it
 * happens, and a check failed 'no answer: … (ECONNRESET)' against a server that did nothing wrong. The planted server
 * here answers each connection's first request and drops the connection on the second, as if its idle timeout had
 * fired just then: an idempotent request (by its method, or a GraphQL query over POST) is sent again once on a new
 * connection; any other is not (the server may have acted on it), and is reported as the reset it met.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { graphqlHttpRequest } from '../../scripts/conformance/graphql/transport.ts';
import { send, UnreachableError } from '../../scripts/conformance/http.ts';
import type { Target } from '../../scripts/conformance/model.ts';

interface Planted {
  url: string;
  /** Requests each connection received, in the order the connections came. */
  requests: string[][];
}

const servers: Array<{ server: Server; sockets: Set<Socket> }> = [];

afterEach(async () => {
  for (const { server, sockets } of servers.splice(0)) {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** Listens on a free port of this machine; the server's connections are dropped after the test. */
async function listen(server: Server): Promise<string> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  servers.push({ server, sockets });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Lets the client's pool take the first exchange's connection back as idle (it does so just after the answer was read),
 * as the time between two checks does: the next request then goes on it.
 */
const connectionIdle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server that answers a connection's first request (keep-alive) and, on its second, closes it (`close`) or resets it (`reset`). */
async function plantServer(drop: 'close' | 'reset'): Promise<Planted> {
  const requests: string[][] = [];
  const server = createServer((socket) => {
    const seen: string[] = [];
    requests.push(seen);
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      const end = pending.indexOf('\r\n\r\n');
      if (end < 0) return;
      seen.push(pending.slice(0, pending.indexOf('\r\n')));
      pending = '';
      if (seen.length === 1) {
        socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\nconnection: keep-alive\r\n\r\n{"ok":true}');
      } else if (drop === 'reset') {
        socket.resetAndDestroy();
      } else {
        socket.destroy();
      }
    });
  });
  return { url: await listen(server), requests };
}

const target: Target = { rest: null, graphqlUrl: null, wsUrl: null, cookies: {}, headers: {}, timeoutMs: 10_000 };

describe("a request on a kept-alive connection the server dropped as it was reused", () => {
  it.each(['close', 'reset'] as const)('an idempotent request is sent again once on a new connection (the server %ss it)', async (drop) => {
    const { url, requests } = await plantServer(drop);
    expect((await send(target, { method: 'GET', url: `${url}/first` })).response.status).toBe(200);
    await connectionIdle();
    const again = await send(target, { method: 'GET', url: `${url}/second` });
    expect(again.response).toMatchObject({ status: 200, body: { kind: 'json', value: { ok: true } } });
    // The second request met the dropped connection, then went on a new one.
    expect(requests).toEqual([['GET /first HTTP/1.1', 'GET /second HTTP/1.1'], ['GET /second HTTP/1.1']]);
  });

  it.each(['PUT', 'DELETE', 'OPTIONS'])('so is a %s', async (method) => {
    const { url, requests } = await plantServer('reset');
    await send(target, { method: 'GET', url: `${url}/first` });
    await connectionIdle();
    expect((await send(target, { method, url: `${url}/second` })).response.status).toBe(200);
    expect(requests).toEqual([['GET /first HTTP/1.1', `${method} /second HTTP/1.1`], [`${method} /second HTTP/1.1`]]);
  });

  it.each(['POST', 'PATCH'])('a %s is not sent again: the reset is reported with its reproduction', async (method) => {
    const { url, requests } = await plantServer('reset');
    await send(target, { method: 'GET', url: `${url}/first` });
    await connectionIdle();
    const failure = await send(target, { method, url: `${url}/change`, body: { kind: 'json', value: { a: 1 } } }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UnreachableError);
    expect(failure).toMatchObject({ kind: 'reset', curl: expect.stringContaining(`-X ${method}`) as unknown });
    expect(requests).toEqual([['GET /first HTTP/1.1', `${method} /change HTTP/1.1`]]);
  });

  it('a GraphQL query over POST is sent again (it only reads); a mutation is not', async () => {
    const { url, requests } = await plantServer('reset');
    await send(target, { method: 'GET', url: `${url}/first` });
    await connectionIdle();
    const query = graphqlHttpRequest(`${url}/graphql`, { document: parse('query Me { user { id } }'), operationName: 'Me' });
    expect((await send(target, query)).response.status).toBe(200);
    await connectionIdle();
    const mutation = graphqlHttpRequest(`${url}/graphql`, { document: parse('mutation Enroll { enrollInFastPlan { state } }'), operationName: 'Enroll' });
    await expect(send(target, mutation)).rejects.toMatchObject({ kind: 'reset' });
    expect(requests).toEqual([
      ['GET /first HTTP/1.1', 'POST /graphql HTTP/1.1'],
      ['POST /graphql HTTP/1.1', 'POST /graphql HTTP/1.1'],
    ]);
  });

  it('a request that meets a reset on a new connection too is reported, after one more try', async () => {
    // Every connection is reset at its first request.
    const server = createServer((socket) => socket.once('data', () => socket.resetAndDestroy()));
    let connections = 0;
    server.on('connection', () => (connections += 1));
    const url = await listen(server);
    const failure = await send(target, { method: 'GET', url: `${url}/` }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ kind: 'reset' });
    expect(connections).toBe(2);
  });
});
