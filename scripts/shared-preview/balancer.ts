/**
 * A small round-robin load balancer for mock server instances that share one world store (the shared preview,
 * main.ts): each request, and each WebSocket upgrade (graphql-ws, the cast relay), goes to the next instance in
 * turn, passed through as it came — method, path, headers (the Host header kept, so an instance sees the origin the
 * browser used and builds its URLs and origin checks on it; `x-forwarded-*` added), a body of up to 1 MiB read whole
 * first (sent again on a new connection if the kept-alive one broke as it went out), a larger one streamed — and the
 * instance's answer passed back, status, headers and body. node:http does all the parsing; the balancer only writes
 * an upgrade's answer line and headers back to the client's socket, as node hands them over.
 *
 * An instance that cannot be reached (connection refused, reset or timed out before the request went out) is marked
 * down with one line in the log, the request goes to the next instance (nothing of it was sent yet), and the
 * instance is skipped until a connection to it succeeds again (probed every `probeIntervalMs`; one line when it is
 * back). With every instance down the client gets a 502 naming each one and why.
 */
import { Agent, createServer, request as httpRequest, STATUS_CODES, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export interface BalancerOptions {
  /** The instances' base URLs (`http://127.0.0.1:4301`), in the order they take turns. */
  targets: readonly string[];
  /** Port to listen on (0 picks a free one). */
  port: number;
  /** Address to bind (default 127.0.0.1). */
  host?: string;
  /** Where the balancer says that an instance went down or came back (default: console.log). */
  log?: (line: string) => void;
  /** How often a down instance is probed with a connection (default PROBE_INTERVAL_MS). */
  probeIntervalMs?: number;
  /** How long connecting to an instance may take before it counts as down (default CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
}

export interface RunningBalancer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export const PROBE_INTERVAL_MS = 1_000;
export const CONNECT_TIMEOUT_MS = 3_000;
/** The largest request body read whole before it is sent (so that it can be sent again): the mock server's own limit. */
const BUFFERED_BODY_BYTES = 1024 * 1024;

/** Headers of one connection only (RFC 9110), never passed on; `upgrade` and `connection` go again on an upgrade. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

interface Target {
  url: string;
  hostname: string;
  port: number;
  /** Why it is down (its last connection error), or null while it is up. */
  down: string | null;
  probe: NodeJS.Timeout | null;
}

/** A connection that failed before the request was sent: safe to send the request to another instance. */
class Unreachable extends Error {}

function targetOf(url: string): Target {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:') throw new RangeError(`An instance's URL must be http://host:port, got ${url}.`);
  return { url: parsed.origin, hostname: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port || 80), down: null, probe: null };
}

/** The request's headers as passed on: hop-by-hop ones dropped, Host kept, where it came from added. */
function forwardedHeaders(request: IncomingMessage, keep: readonly string[] = []): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name) || keep.includes(name)) headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? '';
  const before = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = before ? `${Array.isArray(before) ? before.join(', ') : before}, ${client}` : client;
  headers['x-forwarded-proto'] ??= 'http';
  if (request.headers.host !== undefined) headers['x-forwarded-host'] ??= request.headers.host;
  return headers;
}

/** An answer's raw header pairs without the hop-by-hop ones (node adds its own framing). */
function answerHeaders(rawHeaders: readonly string[], keep: readonly string[] = []): string[] {
  const kept: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? '';
    if (!HOP_BY_HOP.has(name.toLowerCase()) || keep.includes(name.toLowerCase())) kept.push(name, rawHeaders[index + 1] ?? '');
  }
  return kept;
}

/** An HTTP/1.1 answer head written to a raw socket (an upgrade's answer, or a refusal of one). */
function answerHead(status: number, message: string | undefined, pairs: readonly string[]): string {
  let head = `HTTP/1.1 ${status} ${message ?? STATUS_CODES[status] ?? ''}\r\n`;
  for (let index = 0; index + 1 < pairs.length; index += 2) head += `${pairs[index]}: ${pairs[index + 1]}\r\n`;
  return `${head}\r\n`;
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${code}: ${(error as Error).message}` : (error as Error).message;
}

export async function startBalancer(options: BalancerOptions): Promise<RunningBalancer> {
  if (options.targets.length === 0) throw new RangeError('The balancer needs at least one instance to send requests to.');
  const log = options.log ?? ((line: string) => console.log(line));
  const probeIntervalMs = options.probeIntervalMs ?? PROBE_INTERVAL_MS;
  const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const targets = options.targets.map(targetOf);
  // Connections to the instances are kept alive between requests (the instances' Keep-Alive hint bounds their idle time).
  const agent = new Agent({ keepAlive: true });
  let turn = 0;
  let closed = false;
  /** Sockets passed through after an upgrade: node's server no longer counts them as its connections. */
  const piped = new Set<Duplex>();

  /** The next instance in turn that is up and not tried yet for this request, or undefined. */
  function pick(tried: ReadonlySet<Target>): Target | undefined {
    for (let step = 0; step < targets.length; step += 1) {
      const target = targets[turn % targets.length];
      turn += 1;
      if (target && target.down === null && !tried.has(target)) return target;
    }
    return undefined;
  }

  function probe(target: Target): void {
    target.probe = setTimeout(() => {
      target.probe = null;
      if (closed) return;
      const socket = connect({ host: target.hostname, port: target.port });
      const timer = setTimeout(() => socket.destroy(new Error(`no connection within ${connectTimeoutMs} ms`)), connectTimeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.destroy();
        if (closed || target.down === null) return;
        target.down = null;
        log(`[balancer] ${target.url} answers again: it takes its turns.`);
      });
      socket.once('error', () => {
        clearTimeout(timer);
        if (!closed) probe(target);
      });
    }, probeIntervalMs);
  }

  function markDown(target: Target, error: unknown): void {
    if (target.down !== null) return;
    target.down = describe(error);
    const up = targets.filter((other) => other.down === null).map((other) => other.url);
    log(`[balancer] ${target.url} is down (${target.down}): skipped until it answers again; ${up.length > 0 ? `sending to ${up.join(', ')}` : 'no instance is left'}.`);
    probe(target);
  }

  /** Why no instance took the request: each one's reason. */
  function noneAnswers(): string {
    return `No mock server instance answers: ${targets.map((target) => `${target.url} (${target.down ?? 'up, but failed this request'})`).join(', ')}.`;
  }

  /**
   * Opens a request to `target` and resolves once its connection stands (a new one connected, or a kept-alive one
   * handed over), or rejects with Unreachable when it cannot be connected: nothing of the request was sent then.
   */
  function open(target: Target, request: IncomingMessage, headers: IncomingHttpHeaders, useAgent: boolean): Promise<ClientRequest> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        agent: useAgent ? agent : false,
        setHost: false,
      });
      let connected = false;
      outgoing.once('socket', (socket: Socket) => {
        socket.setNoDelay(true);
        if (!socket.connecting) {
          connected = true;
          resolve(outgoing);
          return;
        }
        const timer = setTimeout(() => outgoing.destroy(new Error(`no connection within ${connectTimeoutMs} ms`)), connectTimeoutMs);
        socket.once('connect', () => {
          clearTimeout(timer);
          connected = true;
          resolve(outgoing);
        });
        socket.once('close', () => clearTimeout(timer));
      });
      outgoing.once('error', (error) => {
        if (!connected) reject(new Unreachable(describe(error), { cause: error }));
      });
    });
  }

  /**
   * The request's body, read whole when it declares a length up to BUFFERED_BODY_BYTES (every request of the app and
   * the mocks; nginx buffers request bodies too), so that it can be sent again; null for a larger or chunked one,
   * which is streamed through instead.
   */
  function readBody(request: IncomingMessage): Promise<Buffer | null> {
    const length = Number(request.headers['content-length'] ?? 0);
    if (request.headers['transfer-encoding'] !== undefined || !Number.isInteger(length) || length > BUFFERED_BODY_BYTES) return Promise.resolve(null);
    if (length === 0) {
      request.resume();
      return Promise.resolve(Buffer.alloc(0));
    }
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.once('end', () => resolve(Buffer.concat(chunks)));
      request.once('error', reject);
      request.once('aborted', () => reject(new Error('the client went away while sending its request')));
    });
  }

  /**
   * Sends the request to the next instance in turn. `again`: an instance whose kept-alive connection broke before it
   * answered, tried first on a new connection; `body`: the request's body read whole (null: streamed).
   */
  async function forward(request: IncomingMessage, response: ServerResponse, body: Buffer | null, tried = new Set<Target>(), again?: Target): Promise<void> {
    const headers = forwardedHeaders(request);
    for (;;) {
      const target = again ?? pick(tried);
      const fresh = again !== undefined;
      again = undefined;
      if (!target) {
        response.writeHead(502, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify({ error: noneAnswers() }));
        request.resume();
        return;
      }
      tried.add(target);
      let outgoing: ClientRequest;
      try {
        outgoing = await open(target, request, headers, !fresh);
      } catch (error) {
        if (!(error instanceof Unreachable)) throw error;
        markDown(target, error.cause);
        continue;
      }
      outgoing.on('response', (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders(answer.rawHeaders));
        answer.pipe(response);
        answer.once('error', () => response.destroy());
      });
      const sent = outgoing;
      outgoing.on('error', (error) => {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        // A kept-alive connection the instance closed as the request went out (its idle time ran out, or it stopped):
        // the request, read whole, is sent again to the same instance on a new connection (down, it is skipped then).
        const broken = ['ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes((error as NodeJS.ErrnoException).code ?? '') || error.message === 'socket hang up';
        if (sent.reusedSocket && broken && body !== null && !response.destroyed) {
          forward(request, response, body, tried, target).catch(() => response.destroy());
          return;
        }
        // Otherwise the instance may have acted on it: it is not sent again.
        response.writeHead(502, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify({ error: `The mock server instance ${target.url} failed while answering: ${describe(error)}.` }));
      });
      // A client that goes away takes its request to the instance with it.
      response.once('close', () => {
        if (!response.writableFinished) sent.destroy();
      });
      if (body !== null) outgoing.end(body);
      else request.pipe(outgoing);
      return;
    }
  }

  async function forwardUpgrade(request: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    const tried = new Set<Target>();
    const headers = forwardedHeaders(request, ['connection', 'upgrade']);
    client.on('error', () => client.destroy());
    for (;;) {
      const target = pick(tried);
      if (!target) {
        const body = noneAnswers();
        client.end(`${answerHead(502, undefined, ['content-type', 'text/plain; charset=utf-8', 'content-length', String(Buffer.byteLength(body)), 'connection', 'close'])}${body}`);
        return;
      }
      tried.add(target);
      let outgoing: ClientRequest;
      try {
        outgoing = await open(target, request, headers, false);
      } catch (error) {
        if (!(error instanceof Unreachable)) throw error;
        markDown(target, error.cause);
        continue;
      }
      outgoing.on('upgrade', (answer: IncomingMessage, upstream: Socket, upstreamHead: Buffer) => {
        upstream.setNoDelay(true);
        client.write(answerHead(answer.statusCode ?? 101, answer.statusMessage, answerHeaders(answer.rawHeaders, ['connection', 'upgrade'])));
        if (upstreamHead.length > 0) client.write(upstreamHead);
        if (head.length > 0) upstream.write(head);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
        client.once('close', () => upstream.destroy());
        piped.add(client);
        piped.add(upstream);
        client.once('close', () => piped.delete(client));
        upstream.once('close', () => piped.delete(upstream));
        upstream.pipe(client);
        client.pipe(upstream);
      });
      // The instance refused the upgrade (403 for an origin it does not allow, 400 for a bad world name): passed on as it is.
      outgoing.on('response', (answer) => {
        // Its body, without the chunked framing node took off it, ends with the connection.
        client.write(answerHead(answer.statusCode ?? 502, answer.statusMessage, [...answerHeaders(answer.rawHeaders), 'connection', 'close']));
        answer.pipe(client);
      });
      outgoing.on('error', (error) => {
        if (client.writable) client.end(answerHead(502, undefined, ['content-length', '0', 'connection', 'close']));
        else client.destroy();
        log(`[balancer] ${target.url} failed a WebSocket upgrade: ${describe(error)}.`);
      });
      client.once('close', () => outgoing.destroy());
      outgoing.end();
      return;
    }
  }

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => forward(request, response, body))
      .catch((error: unknown) => {
        if (request.destroyed) return;
        log(`[balancer] could not pass a request on: ${describe(error)}`);
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
        response.end();
      });
  });
  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    forwardUpgrade(request, client, head).catch((error: unknown) => {
      log(`[balancer] could not pass an upgrade on: ${describe(error)}`);
      client.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port, address } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    server,
    close: async () => {
      closed = true;
      for (const target of targets) if (target.probe) clearTimeout(target.probe);
      server.closeAllConnections();
      for (const socket of piped) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
