/**
 * Soak: the standalone mock server (its own process) under a bounded mixed load from several clients —
 * REST reads and writes, GraphQL queries and batches, graphql-ws sockets opened and closed, and the
 * abuse the server must shrug off (an alias flood, distinct large documents, an oversized body) — keeps
 * answering a health request (`GET /__mocks`) throughout and its heap after GC flat. Loopback only, a fixed
 * number of rounds per client, so the work is the same on any machine: only how long it takes varies. How fast
 * the server answers is a performance figure for `npm run bench`, not a test outcome; what keeps one request
 * from stalling the others (the GraphQL time budget, depth, alias and cost limits, the body cap) is tested by
 * its own mechanism in graphql-limits.test.ts and server-abuse.test.ts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DisplayTimeUpdatedDocument } from '../../generated/graphql/documents/DisplayTimeUpdatedDocument.ts';
import { UserBasicInfoDocument } from '../../generated/graphql/documents/UserBasicInfoDocument.ts';

const cookie = 'airwave_session=soak';
const CLIENTS = 6;
/** Rounds per client: the warm-up fills the bounded caches, the load is what the heap is judged after. */
const WARM_UP_ROUNDS = 4;
const LOAD_ROUNDS = 16;

let child: ChildProcess;
let url = '';
let token = '';

function ask<T>(message: string, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (reply: unknown) => {
      if (reply !== null && typeof reply === 'object' && key in reply) {
        child.off('message', listener);
        resolve((reply as Record<string, T>)[key] as T);
      }
    };
    child.on('message', listener);
    child.send(message);
  });
}

beforeAll(async () => {
  const harness = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/soak-server.ts');
  child = fork(harness, { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  ({ url, token } = await new Promise<{ url: string; token: string }>((resolve) => child.once('message', (message) => resolve(message as { url: string; token: string }))));
}, 30_000);

afterAll(async () => {
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
});

async function health(): Promise<number> {
  const response = await fetch(`${url}/__mocks`);
  await response.arrayBuffer();
  return response.status;
}

function post(pathname: string, body: unknown): Promise<Response> {
  return fetch(`${url}${pathname}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** A socket that signs in, subscribes to the display time, waits for one event (or 1 s) and closes. */
function socketRound(): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql-subscriptions`, 'graphql-transport-ws', { headers: { cookie, 'x-mock-token': token } });
    const done = () => {
      clearTimeout(timer);
      socket.terminate();
      resolve();
    };
    const timer = setTimeout(done, 1000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string };
      if (message.type === 'connection_ack') socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: print(DisplayTimeUpdatedDocument) } }));
      if (message.type === 'next') done();
    });
    socket.on('error', done);
  });
}

// The large payloads are made once: the clients' own work must not be what delays the probe.
const aliasFlood = JSON.stringify({ query: `{ ${Array.from({ length: 400 }, (_, index) => `a${index}: availableChannels(first: 200) { edges { cursor } }`).join(' ')} }` });
const padding = 'x'.repeat(300 * 1024);
const oversized = JSON.stringify({ zip: 'z'.repeat(2 * 1024 * 1024) });

function postText(pathname: string, body: string): Promise<Response> {
  return fetch(`${url}${pathname}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body });
}

/** One client's round of mixed traffic; `round` makes its large document distinct. */
async function clientRound(client: number, round: number): Promise<void> {
  const drain = (response: Response) => response.arrayBuffer();
  await fetch(`${url}/billing/user_details`, { headers: { cookie } }).then(drain);
  await post('/billing/validate_zip', { zip: '78701' }).then(drain);
  await post('/graphql', [{ query: print(UserBasicInfoDocument) }, { query: print(UserBasicInfoDocument) }]).then(drain);
  switch (round % 4) {
    case 0:
      await postText('/graphql', aliasFlood).then(drain);
      break;
    case 1:
      await postText('/graphql', `{"query":"{ user { isUncredentialed } } # ${client}-${round} ${padding}"}`).then(drain);
      break;
    case 2:
      await postText('/billing/validate_zip', oversized).then(drain, () => undefined);
      break;
    default:
      await socketRound();
  }
}

async function load(roundsPerClient: number): Promise<number> {
  let rounds = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let round = 0; round < roundsPerClient; round += 1) {
        await clientRound(client, round);
        rounds += 1;
      }
    }),
  );
  return rounds;
}

/** Health probes, one after another, for as long as the work runs: their statuses. */
async function probeWhile(work: Promise<unknown>): Promise<number[]> {
  const statuses: number[] = [];
  let finished = false;
  void work.finally(() => (finished = true));
  while (!finished) statuses.push(await health());
  return statuses;
}

describe('standalone mock server soak', () => {
  it('answers a health request throughout and keeps its heap flat under a bounded mixed load', async () => {
    expect(await health()).toBe(200);
    await load(WARM_UP_ROUNDS);
    const heapBefore = await ask<number>('heap', 'heapUsed');

    const loaded = load(LOAD_ROUNDS);
    const statuses = await probeWhile(loaded);
    expect(await loaded).toBe(CLIENTS * LOAD_ROUNDS);
    const heapAfter = await ask<number>('heap', 'heapUsed');

    // Every probe sent during the load was answered, and answered OK.
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Flat: what the load keeps (bounded caches filling up) is a few MB, not its tens of MB of documents and bodies.
    expect((heapAfter - heapBefore) / 1024 / 1024).toBeLessThan(12);
  }, 180_000);
});
