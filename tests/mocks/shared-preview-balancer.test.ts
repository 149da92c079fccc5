/**
 * The shared preview's load balancer (scripts/shared-preview/balancer.ts) in front of two plain node servers that
 * say which one answered: requests take turns, a request's method, path, Host header and body arrive as sent and
 * the answer comes back as given, an instance that stops is skipped (one log line) until it answers again, and
 * WebSocket upgrades pass through both ways — refusals too.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { startBalancer, type RunningBalancer } from '../../scripts/shared-preview/balancer.ts';
import { upgradeAnswer } from './support/upgrade-answer.ts';

/** How long a loaded machine may take for a down instance's probe to find it back. */
const WAIT = { timeout: 15_000, interval: 20 };

interface Instance {
  name: string;
  server: Server;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A plain server that answers what it got, as JSON naming itself, and echoes WebSocket frames on /echo (403 on /refused). */
function instance(name: string): Instance {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json', 'x-instance': name });
      response.end(
        JSON.stringify({
          instance: name,
          method: request.method,
          url: request.url,
          host: request.headers.host,
          forwardedFor: request.headers['x-forwarded-for'],
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    if (request.url === '/refused') {
      const body = `refused by ${name}`;
      socket.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`);
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => {
      client.on('message', (data) => client.send(`${name}:${data.toString()}`));
    });
  });
  const self: Instance = {
    name,
    server,
    port: 0,
    start: () =>
      new Promise((resolve) => {
        server.listen(self.port, '127.0.0.1', () => {
          self.port = (server.address() as AddressInfo).port;
          resolve();
        });
      }),
    stop: () =>
      new Promise((resolve) => {
        for (const client of sockets.clients) client.terminate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return self;
}

const a = instance('a');
const b = instance('b');
let balancer: RunningBalancer;
const logged: string[] = [];

beforeAll(async () => {
  await a.start();
  await b.start();
  balancer = await startBalancer({
    targets: [`http://127.0.0.1:${a.port}`, `http://127.0.0.1:${b.port}`],
    port: 0,
    log: (line) => logged.push(line),
    probeIntervalMs: 20,
  });
});
afterAll(async () => {
  await balancer.close();
  await a.stop();
  if (b.server.listening) await b.stop();
});
afterEach(() => {
  logged.length = 0;
});

async function ask(path = '/billing/user_details', init: RequestInit = {}) {
  const response = await fetch(`${balancer.url}${path}`, init);
  const body = (await response.json()) as { instance: string; method: string; url: string; host: string; forwardedFor: string; body: string };
  return { status: response.status, header: response.headers.get('x-instance'), ...body };
}

/** Opens a WebSocket through the balancer, sends one frame and resolves with the echo. */
function echo(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${balancer.url.replace('http', 'ws')}/echo`);
    socket.once('open', () => socket.send(text));
    socket.once('message', (data) => {
      resolve(data.toString());
      socket.close();
    });
    socket.once('error', reject);
  });
}

describe('the shared preview balancer', () => {
  it('sends the requests to the instances in turn, each as it was sent, and passes the answers back', async () => {
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await ask(`/graphql?n=${index}`));
    const first = answers[0]?.instance;
    const second = first === 'a' ? 'b' : 'a';
    expect(answers.map((answer) => answer.instance)).toEqual([first, second, first, second]);
    expect(answers[2]).toMatchObject({ status: 201, header: first, method: 'GET', url: '/graphql?n=2', host: new URL(balancer.url).host });
    expect(answers[2]?.forwardedFor).toMatch(/127\.0\.0\.1$/);

    const posted = await ask('/billing/validate_zip', { method: 'POST', body: JSON.stringify({ zip: '78701' }), headers: { 'content-type': 'application/json' } });
    expect(posted).toMatchObject({ method: 'POST', url: '/billing/validate_zip', body: '{"zip":"78701"}' });
    expect(logged).toEqual([]);
  });

  it('skips an instance that stopped, says so once, and sends to it again once it answers', async () => {
    await b.stop();
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push((await ask()).instance);
    expect(answers).toEqual(['a', 'a', 'a', 'a']);
    expect(await echo('hello')).toBe('a:hello');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(new RegExp(`^\\[balancer\\] http://127\\.0\\.0\\.1:${b.port} is down \\(ECONNREFUSED: .*\\): skipped until it answers again; sending to http://127\\.0\\.0\\.1:${a.port}\\.$`));

    await b.start();
    await expect.poll(() => logged.at(-1), WAIT).toBe(`[balancer] http://127.0.0.1:${b.port} answers again: it takes its turns.`);
    const after = [(await ask()).instance, (await ask()).instance];
    expect(after.sort()).toEqual(['a', 'b']);
  });

  it('answers 502 naming every instance and why when none answers', async () => {
    await a.stop();
    await b.stop();
    try {
      const response = await fetch(`${balancer.url}/graphql`);
      expect(response.status).toBe(502);
      const { error } = (await response.json()) as { error: string };
      expect(error).toMatch(new RegExp(`^No mock server instance answers: http://127\\.0\\.0\\.1:${a.port} \\(ECONNREFUSED: [^)]*\\), http://127\\.0\\.0\\.1:${b.port} \\(ECONNREFUSED: [^)]*\\)\\.$`));
      expect(await upgradeAnswer(`${balancer.url.replace('http', 'ws')}/echo`)).toMatch(/^502 No mock server instance answers: /);
    } finally {
      await a.start();
      await b.start();
      await expect.poll(() => logged.filter((line) => line.endsWith('answers again: it takes its turns.')).length, WAIT).toBe(2);
    }
  });

  it('passes WebSocket upgrades through to the instances in turn, frames both ways, and a refused upgrade as it was refused', async () => {
    const echoes = [await echo('one'), await echo('two')];
    expect(echoes.map((text) => text.split(':')[1])).toEqual(['one', 'two']);
    expect(echoes.map((text) => text.split(':')[0]).sort()).toEqual(['a', 'b']);
    expect(await upgradeAnswer(`${balancer.url.replace('http', 'ws')}/refused`)).toMatch(/^403 refused by [ab]$/);
  });
});
