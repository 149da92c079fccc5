/**
 * The cast simulation between pages that share no `BroadcastChannel` (different origins or machines): the
 * standalone mock server relays every frame one page sends over its WebSocket at `CAST_RELAY_PATH` to every
 * other page connected to the same channel (mocks/cast-relay.ts). Frames are JSON text; those posted before
 * the socket opens are sent once it does.
 */
import { CAST_SIMULATION_CHANNEL, type CastSimulationTransport } from './simulation.ts';

/** The standalone mock server's path of the cast relay. */
export const CAST_RELAY_PATH = '/__cast';

/**
 * The relay's WebSocket URL on a mock server (`http://host:4400` or its `ws://` form), for `channel`. A `?world=` on the
 * server's URL is kept: the pages of that named world find each other (a device without the sender's session cookie).
 */
export function castRelayUrl(server: string, channel: string = CAST_SIMULATION_CHANNEL): string {
  const url = new URL(CAST_RELAY_PATH, server);
  const world = new URL(server).searchParams.get('world');
  if (world !== null) url.searchParams.set('world', world);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new Error(`The cast relay needs an http(s) or ws(s) mock server URL; got ${server}.`);
  url.searchParams.set('channel', channel);
  return url.href;
}

/** A transport over the mock server's relay at `url` (see `castRelayUrl`). */
export function createRelayTransport(url: string): CastSimulationTransport {
  const socket = new WebSocket(url);
  const waiting: string[] = [];
  const listeners: Array<(frame: unknown) => void> = [];
  socket.addEventListener('open', () => {
    for (const text of waiting.splice(0)) socket.send(text);
  });
  socket.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (typeof event.data !== 'string') return;
    let frame: unknown;
    try {
      frame = JSON.parse(event.data);
    } catch {
      console.error(`[cast relay] a frame that is not JSON: ${event.data.slice(0, 80)}`);
      return;
    }
    for (const listener of listeners) listener(frame);
  });
  socket.addEventListener('close', (event: CloseEvent) => {
    if (event.code !== 1000) console.error(`[cast relay] ${url} closed (${event.code}${event.reason ? `: ${event.reason}` : ''}); casting through it has stopped.`);
  });
  return {
    post(frame) {
      const text = JSON.stringify(frame);
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
      else if (socket.readyState === WebSocket.CONNECTING) waiting.push(text);
    },
    onFrame: (listener) => void listeners.push(listener),
    close: () => socket.close(1000),
  };
}
