/**
 * The standalone mock server's cast relay: the cast simulation's frames between a sender page and a receiver
 * page that share no `BroadcastChannel` (different origins or machines). Each WebSocket at `CAST_RELAY_PATH`
 * joins the channel named by its `?channel=` (default: the simulation's channel) among the pages of its scope (a
 * named world's pages — `?world=`, or a session that joined it — or the open relay every other page shares); every text message one client sends goes unchanged to every other client of its channel, as a
 * `BroadcastChannel` delivers it.
 * The relay does not read the frames: the simulation on each page checks what it receives. Who may join is the
 * server's rule (client-access.ts: an `--origin` page, or a program with the token); the relay bounds the rest:
 * a frame's size, the pages of a channel, the channels, and what it holds for a page that does not read.
 * Several server instances sharing a Redis (`--store redis://…`) relay each channel between all their pages: a
 * frame goes to the pages of its own instance directly and to the other instances' over the bus (cast-bus.ts); the
 * bounds are each instance's own (mocks/README.md, "Limits").
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

/** Carries relay frames between the relays of several server instances. */
export interface CastBus {
  /**
   * Starts hearing what the other relays publish on `topic` (a channel and scope); `hear` gets each frame. Resolves once
   * frames published from now on will be heard (or, when the other instances cannot be reached, once that is known).
   */
  join(topic: string, hear: (frame: string) => void): Promise<void>;
  /** Stops hearing `topic`. */
  leave(topic: string): void;
  /** Sends `frame` to the other relays that joined `topic`; never fails (a frame that cannot travel stays local). */
  publish(topic: string, frame: string): void;
  close(): Promise<void>;
}

/** The bus of a relay that is the only one (the default: one instance, worlds in its memory): it reaches nobody else. */
function createLocalCastBus(): CastBus {
  return {
    join: () => Promise.resolve(),
    leave: () => undefined,
    publish: () => undefined,
    close: () => Promise.resolve(),
  };
}

export interface CastRelay {
  /** `scope`: the world the page shares with the others it may cast to (the server's place of the request). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, scope?: string): void;
  /** Closes every page's socket and leaves the bus (which stays its owner's to close). */
  close(): void;
}

export interface CastRelayOptions {
  /** Where its lines go (default console.warn). */
  log?: (line: string) => void;
  /** How the channels reach other server instances' relays (default: none, createLocalCastBus). */
  bus?: CastBus;
}

/** A channel of one scope on this instance: its pages, and those whose socket opens once the bus has joined it. */
interface Channel {
  name: string;
  topic: string;
  members: Set<WebSocket>;
  opening: number;
  joined: Promise<void>;
}

export function createCastRelay(options: CastRelayOptions = {}): CastRelay {
  const log = options.log ?? ((line: string) => console.warn(line));
  const bus = options.bus ?? createLocalCastBus();
  const wss = new WebSocketServer({ noServer: true, maxPayload: CAST_RELAY_MAX_FRAME_BYTES });
  const channels = new Map<string, Channel>();

  /** Sends a frame to the channel's pages but `from`, cutting a page that has fallen too far behind. */
  function deliver(channel: Channel, text: string, from: WebSocket | null): void {
    for (const other of channel.members) {
      if (other === from || other.readyState !== other.OPEN) continue;
      if (other.bufferedAmount + Buffer.byteLength(text) > CAST_RELAY_MAX_BUFFERED_BYTES) {
        log(`[cast relay] dropped a page of channel "${channel.name.slice(0, 80)}" that fell ${other.bufferedAmount} bytes behind (the limit is ${CAST_RELAY_MAX_BUFFERED_BYTES}).`);
        other.terminate();
        continue;
      }
      other.send(text);
    }
  }

  /** A channel with no page left (and none opening) is forgotten, here and on the bus. */
  function forgetIfEmpty(key: string, channel: Channel): void {
    if (channel.members.size > 0 || channel.opening > 0 || channels.get(key) !== channel) return;
    channels.delete(key);
    bus.leave(channel.topic);
  }

  function refuse(request: IncomingMessage, socket: Duplex, head: Buffer, code: number, reason: string): void {
    wss.handleUpgrade(request, socket, head, (client) => client.close(code, reason));
  }

  function admit(key: string, channel: Channel, client: WebSocket): void {
    channel.members.add(client);
    client.on('message', (data, isBinary) => {
      if (isBinary) {
        client.close(1003, 'The cast relay carries JSON text frames only.');
        return;
      }
      const text = data.toString();
      deliver(channel, text, client);
      bus.publish(channel.topic, text);
    });
    client.on('close', () => {
      channel.members.delete(client);
      forgetIfEmpty(key, channel);
    });
    client.on('error', () => client.terminate());
  }

  return {
    handleUpgrade(request, socket, head, scope = '') {
      const name = new URL(request.url ?? '/', 'http://localhost').searchParams.get('channel') || CAST_SIMULATION_CHANNEL;
      const key = `${scope}\n${name}`;
      let channel = channels.get(key);
      if (!channel) {
        if (channels.size >= CAST_RELAY_MAX_CHANNELS) {
          refuse(request, socket, head, 1013, `The cast relay already carries ${CAST_RELAY_MAX_CHANNELS} channels.`);
          return;
        }
        const topic = `${encodeURIComponent(scope)}:${encodeURIComponent(name)}`;
        const made: Channel = { name, topic, members: new Set(), opening: 0, joined: Promise.resolve() };
        made.joined = bus.join(topic, (text) => {
          // Another instance's relay checked the frame's size; a frame over it (an instance of another build) stops here.
          if (Buffer.byteLength(text) > CAST_RELAY_MAX_FRAME_BYTES) return;
          deliver(made, text, null);
        });
        channel = made;
        channels.set(key, channel);
      }
      if (channel.members.size + channel.opening >= CAST_RELAY_MAX_CLIENTS) {
        refuse(request, socket, head, 1013, `The cast relay channel "${name}" already has ${CAST_RELAY_MAX_CLIENTS} pages.`);
        return;
      }
      // The page's socket opens once the bus hears the channel: from then on it hears the other instances' pages too.
      const joining = channel;
      joining.opening += 1;
      void joining.joined.then(() => {
        joining.opening -= 1;
        if (channels.get(key) === joining && !socket.destroyed) {
          wss.handleUpgrade(request, socket, head, (client) => admit(key, joining, client));
        } else if (!socket.destroyed) {
          // The relay closed meanwhile.
          socket.destroy();
        }
        forgetIfEmpty(key, joining);
      });
    },
    close() {
      for (const client of wss.clients) client.terminate();
      for (const channel of channels.values()) bus.leave(channel.topic);
      channels.clear();
      wss.close();
    },
  };
}
