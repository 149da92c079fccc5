/**
 * Which world a request addresses on the standalone server: the place it belongs to, then the persona chosen there.
 *
 * A place is where a persona is chosen and its worlds live:
 * - a session's own place (`session:<session>`): every session (sessionOf, core/exchange.ts: the session cookie) gets
 *   its own worlds, so two testers on one persona never see each other's changes;
 * - a named world (`world:<name>`): several sessions, devices or scripts join it on purpose (a sender and a
 *   Chromecast receiver, a demo) and share one world;
 * - the server's own place (`server`): requests with neither (the image and media paths, a program's control call
 *   without a session), and every request of the browser's and node tests' mocks, which hold one world.
 * A world's id is its place and persona: `session:abc/trial`.
 */
import { SESSION_COOKIE } from '../core/exchange.ts';
import { SESSION_TOKEN_HEADER, sessionTokenClaims } from '../rest/session-token.ts';
import type { PersonaId } from '../scenarios/personas.ts';
import type { ControlledClock } from '../db/clock.ts';

/** The server's own place. */
export const SERVER_PLACE = 'server';
/** The header a request names a world to join for itself with (`?world=` on a WebSocket URL, which cannot set headers). */
export const WORLD_HEADER = 'x-mock-world';
/** The WebSocket URL parameter that names a world (graphql-ws, the cast relay). */
export const WORLD_PARAMETER = 'world';

/** A world name: 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit. */
const WORLD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** A world name that is not one; the message says what a name may be. */
export class WorldNameError extends Error {}

/** The name, checked; throws WorldNameError naming what is wrong. */
export function checkWorldName(name: string, where: string): string {
  if (WORLD_NAME.test(name)) return name;
  throw new WorldNameError(
    `The world name ${JSON.stringify(name.slice(0, 80))} in ${where} is not one: use 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit (e.g. living-room).`,
  );
}

/** What a request tells about the world it addresses: its headers, and its cookies (the session). */
export interface WorldRequest {
  headers: Record<string, string | undefined>;
  cookies?: Record<string, string>;
}

/**
 * The session a request belongs to, to choose its world: its session cookie's value, else the sender's session its
 * session token names (a cast receiver's, which has no cookie: rest/session-token.ts). The token is only read here;
 * the world it leads to checks it, as it checks the cookie.
 */
export function sessionOf(request: WorldRequest): string | undefined {
  const cookie = request.cookies?.[SESSION_COOKIE] ?? '';
  if (cookie !== '') return cookie;
  const token = request.headers[SESSION_TOKEN_HEADER];
  return (token ? sessionTokenClaims(token)?.sid : undefined) ?? undefined;
}

/** What a place keeps: the persona chosen there, for a session the named world it joined (null: its own), and its clock. */
export interface Place {
  persona: PersonaId;
  joined: string | null;
  /** The clock every world of the place reads (`/__mocks/clock` sets the caller's). */
  clock: ControlledClock;
}

export const sessionPlace = (session: string) => `session:${session}`;
export const namedPlace = (name: string) => `world:${name}`;
export const worldIdOf = (place: string, persona: PersonaId) => `${place}/${persona}`;

/** The named world a place is, or null (a session's own place, the server's). */
export function worldNameOf(place: string): string | null {
  return place.startsWith('world:') ? place.slice('world:'.length) : null;
}
