/**
 * The standalone mock server's cast relay: the cast simulation's frames between a sender page and a receiver
 * page that share no `BroadcastChannel` (different origins or machines). Each WebSocket at `CAST_RELAY_PATH`
 * joins the channel named by its `?channel=` (default: the simulation's channel) among the pages of its scope (a
 * named world's pages — `?world=`, or a session that joined it — or the open relay every other page shares); every text message one client sends goes unchanged to every other client of its channel, as a
 * `BroadcastChannel` delivers it.
 * The relay does not read the frames: the simulation on each page checks what it receives. Who may join is the
 * server's rule (client-access.ts: an `--origin` page, or a program with the token); the relay bounds the rest:
 * a frame's size, the pages of a channel, the channels, and what it holds for a page that does not read.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { CAST_SIMULATION_CHANNEL } from '../common/cast/simulation.ts';

/** The largest frame relayed (a load with its asset is well under 4 kB); a larger one closes its socket with 1009. */
export const CAST_RELAY_MAX_FRAME_BYTES = 64 * 1024;
/** The most pages on one channel (a handful of senders and receivers); the next is refused with 1013. */
export const CAST_RELAY_MAX_CLIENTS = 32;
/** The most channels at once (one per sender and receiver pair or household); a page opening another is refused with 1013. */
export const CAST_RELAY_MAX_CHANNELS = 64;
/**
 * What the relay holds for one page that does not read its frames (16 of the largest; casting sends a few small
 * frames a second): a page past it is dropped (its socket cut) so its backlog is freed and the others go on.
 */
export const CAST_RELAY_MAX_BUFFERED_BYTES = 1024 * 1024;

export interface CastRelay {
  /** `scope`: the world the page shares with the others it may cast to (the server's place of the request). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, scope?: string): void;
  close(): void;
}

export function createCastRelay(log: (line: string) => void = (line) => console.warn(line)): CastRelay {
  const wss = new WebSocketServer({ noServer: true, maxPayload: CAST_RELAY_MAX_FRAME_BYTES });
  const channels = new Map<string, Set<WebSocket>>();

  wss.on('connection', (client: WebSocket, request: IncomingMessage, scope: string) => {
    const name = new URL(request.url ?? '/', 'http://localhost').searchParams.get('channel') || CAST_SIMULATION_CHANNEL;
    const key = `${scope}\n${name}`;
    if (!channels.has(key) && channels.size >= CAST_RELAY_MAX_CHANNELS) {
      client.close(1013, `The cast relay already carries ${CAST_RELAY_MAX_CHANNELS} channels.`);
      return;
    }
    const members = channels.get(key) ?? new Set<WebSocket>();
    if (members.size >= CAST_RELAY_MAX_CLIENTS) {
      client.close(1013, `The cast relay channel "${name}" already has ${CAST_RELAY_MAX_CLIENTS} pages.`);
      return;
    }
    channels.set(key, members);
    members.add(client);
    client.on('message', (data, isBinary) => {
      if (isBinary) {
        client.close(1003, 'The cast relay carries JSON text frames only.');
        return;
      }
      const text = data.toString();
      for (const other of members) {
        if (other === client || other.readyState !== other.OPEN) continue;
        if (other.bufferedAmount + Buffer.byteLength(text) > CAST_RELAY_MAX_BUFFERED_BYTES) {
          log(`[cast relay] dropped a page of channel "${name.slice(0, 80)}" that fell ${other.bufferedAmount} bytes behind (the limit is ${CAST_RELAY_MAX_BUFFERED_BYTES}).`);
          other.terminate();
          continue;
        }
        other.send(text);
      }
    });
    client.on('close', () => {
      members.delete(client);
      if (members.size === 0) channels.delete(key);
    });
    client.on('error', () => client.terminate());
  });

  return {
    handleUpgrade(request, socket, head, scope = '') {
      wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request, scope));
    },
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
