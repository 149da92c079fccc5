/**
 * The standalone mock server's cast relay: the cast simulation's frames between a sender page and a receiver
 * page that share no `BroadcastChannel` (different origins or machines). Each WebSocket at `CAST_RELAY_PATH`
 * joins the channel named by its `?channel=` (default: the simulation's channel); every text message one
 * client sends goes unchanged to every other client of its channel, as a `BroadcastChannel` delivers it.
 * The relay does not read the frames: the simulation on each page checks what it receives.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { CAST_SIMULATION_CHANNEL } from '../common/cast/simulation.ts';

/** The largest frame relayed (a load with its asset is well under 4 kB); a larger one closes its socket with 1009. */
export const CAST_RELAY_MAX_FRAME_BYTES = 64 * 1024;
/** The most pages on one channel (a handful of senders and receivers); the next is refused with 1013. */
export const CAST_RELAY_MAX_CLIENTS = 32;

export interface CastRelay {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

export function createCastRelay(): CastRelay {
  const wss = new WebSocketServer({ noServer: true, maxPayload: CAST_RELAY_MAX_FRAME_BYTES });
  const channels = new Map<string, Set<WebSocket>>();

  wss.on('connection', (client: WebSocket, request: IncomingMessage) => {
    const name = new URL(request.url ?? '/', 'http://localhost').searchParams.get('channel') || CAST_SIMULATION_CHANNEL;
    const members = channels.get(name) ?? new Set<WebSocket>();
    if (members.size >= CAST_RELAY_MAX_CLIENTS) {
      client.close(1013, `The cast relay channel "${name}" already has ${CAST_RELAY_MAX_CLIENTS} pages.`);
      return;
    }
    channels.set(name, members);
    members.add(client);
    client.on('message', (data, isBinary) => {
      if (isBinary) {
        client.close(1003, 'The cast relay carries JSON text frames only.');
        return;
      }
      const text = data.toString();
      for (const other of members) if (other !== client && other.readyState === other.OPEN) other.send(text);
    });
    client.on('close', () => {
      members.delete(client);
      if (members.size === 0) channels.delete(name);
    });
    client.on('error', () => client.terminate());
  });

  return {
    handleUpgrade(request, socket, head) {
      wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request));
    },
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
