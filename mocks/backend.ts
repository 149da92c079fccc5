/**
 * The mock backend: one dispatcher over the worlds for every transport. It routes a request to
 * GraphQL (`/graphql`, `/api/graphql`), generated images (`/mock-images/…`), hero preview videos
 * (`/mock-media/preview/…`), the test streams (`/mock-media/streams/…`), the control API
 * (`/__mocks…`) or the REST contracts, and answers `null` for anything else so the transport can let
 * it through (Vite's own files, a real backend for one contract).
 *
 * Which world a request addresses: in the browser and node tests, the one world of the page or test (the
 * persona it started with or was switched to). On the standalone server (`sessions`), each session's own
 * (mocks/worlds/places.ts): its persona and faults are its own, and the control API acts on the caller's world
 * only; a named world (`x-mock-world`, or a session that joined one) is shared on purpose. Either way a request
 * may pick another persona with the `x-mock-scenario` header and add faults for itself with `x-mock-faults`.
 * Every world, and every place's persona and clock, is reached through the world store (mocks/worlds/store.ts), in
 * memory by default, or shared by several server instances in Redis (mocks/worlds/redis-store.ts); a shared store that
 * cannot be reached makes the request a 503 in its contract's error body.
 */
import { createWorld, keepCatalogAtClock, resetAccount, type SeededWorld } from './scenarios/create-world.ts';
import { ClockInputError, ControlledClock, parseClockChange } from './db/clock.ts';
import type { PersonaId } from './scenarios/personas.ts';
import { handleGraphQL } from './graphql/http.ts';
import { renderImageWith, validateImageQuery, type RasterArtEncoder } from './media/images.ts';
import { rasterArt } from './media/raster-art.ts';
import { PREVIEW_VIDEO_CONTENT_TYPE, PREVIEW_VIDEO_PREFIX, servePreviewVideo } from './media/preview-video.ts';
import { MEDIA_OPERATION, rememberingStreamFiles, serveStreamFile, STREAM_MEDIA_PREFIX, type StreamFiles } from './media/streams.ts';
import { completeVerification } from './rest/profile.ts';
import { removeDevices } from './rest/devices.ts';
import { recordCardDetails } from './rest/payments.ts';
import { createNotification, deleteNotification, isNotificationType, NOTIFICATION_TYPES } from './graphql/notifications.ts';
import { NOTIFICATION_SAMPLES } from './scenarios/notification-samples.ts';
import { decode, handleRest, refusalAt } from './rest/router.ts';
import { experimentsState, flagsState, setControlPreference } from './graphql/preferences.ts';
import { SESSION_TOKEN_HEADER, sessionTokenClaims } from './rest/session-token.ts';
import { FAULT_PRESETS, FaultSyntaxError, faultsFor, formatFaults, parseFaults, type FaultSettings } from './scenarios/faults.ts';
import { DEFAULT_PERSONA, isPersonaId, personas } from './scenarios/personas.ts';
import { json, type MockRequest, type MockResponse } from './core/exchange.ts';
import { STORE_BADGE_PATH } from '../common/links.ts';
import { WORLD_EVENT_NAMES } from './db/events.ts';
import { ANALYTICS_COLLECTOR_PREFIX, collectAnalytics } from './analytics/collector.ts';
import { collectErrorEnvelope, ERROR_COLLECTOR_PREFIX } from './errors/collector.ts';
import { memoryStores, StaleAddressError, StoreUnavailableError, type StoreFactory, type StoreValueRef } from './worlds/store.ts';
import { placeCodec, worldCodec } from './worlds/codec.ts';
import { checkWorldName, namedPlace, SERVER_PLACE, sessionOf, sessionPlace, WORLD_HEADER, WorldNameError, worldIdOf, worldNameOf, type Place, type WorldRequest } from './worlds/places.ts';

export interface MockBackendOptions {
  persona?: PersonaId;
  faults?: FaultSettings;
  seed?: number;
  /** The base time the worlds' clocks follow until someone sets them (default: the machine's); idle worlds expire by it. */
  now?: () => Date;
  /**
   * The server's own world's clock, when the runner keeps it (the browser, whose page `Date` reads it too); otherwise
   * one is made over `now` (or the start world's clock). The control API's `/__mocks/clock` sets the caller's.
   */
  clock?: ControlledClock;
  /** A world to start from (the browser's persisted one). */
  world?: SeededWorld;
  /** How long one GraphQL request may run, in milliseconds (default DEFAULT_TIME_BUDGET_MS, defaults.ts). */
  timeBudgetMs?: number;
  /** Where the test streams' files are read (mocks/media/streams.ts); without it stream paths answer 503. */
  streamFiles?: StreamFiles;
  /**
   * Where the hero backdrops' raster art is encoded (mocks/media/raster-art.ts, tens of milliseconds of CPU for a
   * 1440-pixel hero): the browser's page hands it to a worker (worker-raster-art.ts), off the thread that draws the
   * app, as a real image service's work is; default: rasterArt in this thread.
   */
  rasterArt?: RasterArtEncoder<Promise<Uint8Array>>;
  /**
   * A world per session (the standalone server): each session's persona, faults and account are its own, named
   * worlds are shared on purpose. Without it every request addresses the one world (the browser's page, a node test).
   */
  sessions?: boolean;
  /** With `sessions`: the named world every session starts in (`--world`), instead of its own. */
  sharedWorld?: string;
  /**
   * Where the worlds and places are kept (default: in this process's memory, memoryStores); several server instances
   * share them through one Redis (`connectRedisStorage(url).stores`, mocks/worlds/redis-store.ts).
   */
  store?: StoreFactory;
}

export type { WorldRequest };

export interface MockBackend {
  /** The server's own world: the page's or test's one world; on the standalone server, that of requests without a session. */
  readonly world: SeededWorld;
  /** The server's own world's clock (settable through `/__mocks/clock`; on the standalone server each session and named world has its own). */
  readonly clock: ControlledClock;
  /** The world a request addresses (its session's or named world, its `x-mock-scenario`); a bad choice throws with a 400's message. */
  worldFor(request: WorldRequest): Promise<SeededWorld>;
  /**
   * The place a request belongs to (`session:…`, `world:<name>` or `server`, mocks/worlds/places.ts): pages that
   * share one share a world, which is what the cast relay joins them by.
   */
  placeFor(request: WorldRequest): Promise<string>;
  handle(request: MockRequest): Promise<MockResponse | null>;
  /**
   * The contract's error body for a request the transport refuses before the backend reads it (a body
   * over the size limit, a malformed Host header): REST paths in their contract's envelope, GraphQL
   * paths as `{ errors: [{ message, extensions: { code } }] }`, anything else `{ error }`.
   */
  refuse(method: string, path: string, status: number, message: string, code: string): MockResponse;
}

export const CONTROL_PREFIX = '/__mocks';
const IMAGE_PREFIX = '/mock-images/';
/** The production app's storage path of the store badges, answered with the generated ones (common/links.ts). */
const STORE_BADGE_PREFIX = `${STORE_BADGE_PATH}/`;
const GRAPHQL_PATHS = new Set(['/graphql', '/api/graphql']);

/** How long a world may sit unused before it expires (the next request of its session starts the persona afresh). */
export const WORLD_IDLE_EXPIRY_MS = 2 * 60 * 60 * 1000;
/**
 * The most worlds kept (each a persona's account, events and memoised answers, MAX_BYTES at most); past it the least
 * recently used world without a live subscription goes.
 */
export const MAX_WORLDS = 200;
/** The most places (sessions and named worlds, a persona choice each) remembered; past it the least recently used one goes. */
export const MAX_PLACES = 10 * MAX_WORLDS;
/** How often idle worlds are looked for, at most (by the server's clock, on a request). */
const EXPIRY_SWEEP_INTERVAL_MS = 60 * 1000;

class RequestError extends Error {}

/** A control route's id from its path, decoded; a malformed percent-encoding is a RequestError (400), not a URIError (500). */
function pathId(segment: string, what: string): string {
  const id = decode(segment);
  if (id === null) throw new RequestError(`The ${what} id in the path is not valid percent-encoding: ${JSON.stringify(segment)}.`);
  return id;
}

/** The persona a cast receiver's session token names (its sender's world), checked there by the operation. */
function tokenPersona(token: string | undefined): PersonaId | undefined {
  const persona = token ? sessionTokenClaims(token)?.persona : undefined;
  return persona !== undefined && isPersonaId(persona) ? persona : undefined;
}

/**
 * Whether a client listens to the world's events (a live subscription): such a world is in use and never expires.
 * `accountChanged` is the world's own (its memoised answers listen to it), never a client's.
 */
function hasSubscribers(world: SeededWorld): boolean {
  return WORLD_EVENT_NAMES.some((name) => name !== 'accountChanged' && world.events.listenerCount(name) > 0);
}

/** Where a request goes: its place (and what the place keeps) and the world's id there. */
interface Address {
  place: string;
  kept: Place;
  persona: PersonaId;
  worldId: string;
  session: string | undefined;
}

export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const sessions = options.sessions ?? false;
  const seed = options.seed;
  const base = options.world?.clock ?? (options.now ? { now: options.now } : null);
  const baseTime = base ? () => base.now().getTime() : () => Date.now();
  /** The server's clock (not a world's own, which a tester may move): idle time is measured on it. */
  const serverTime = () => new Date(baseTime());
  const serverClock = options.clock ?? new ControlledClock(baseTime);
  const startPersona = options.world?.persona ?? options.persona ?? DEFAULT_PERSONA;
  const sharedWorld = options.sharedWorld === undefined ? null : checkWorldName(options.sharedWorld, 'the shared world option');
  const serverWorldPrefix = `${SERVER_PLACE}/`;
  const stores = options.store ?? memoryStores;
  const places = stores<Place>({ name: 'places', codec: placeCodec, now: serverTime, idleMs: WORLD_IDLE_EXPIRY_MS, maxEntries: MAX_PLACES, inUse: (id) => id === SERVER_PLACE });
  const worlds = stores<SeededWorld>({
    name: 'worlds',
    codec: worldCodec,
    now: serverTime,
    idleMs: WORLD_IDLE_EXPIRY_MS,
    maxEntries: MAX_WORLDS,
    inUse: (id, world) => id.startsWith(serverWorldPrefix) || hasSubscribers(world),
  });
  // The server's own world, kept at hand for the transports that read it directly (the browser's persistence).
  let current: SeededWorld = options.world ?? createWorld({ persona: startPersona, seed, clock: serverClock, faults: options.faults ?? {} });
  current.clock = serverClock;
  // The server's own place and world, in the store before any request (made again by the next request if a shared
  // store could not be reached).
  const start = () =>
    Promise.all([
      places.create(SERVER_PLACE, () => ({ persona: current.persona, joined: null, clock: serverClock })),
      worlds.create(worldIdOf(SERVER_PLACE, current.persona), () => current),
    ]);
  let ready: Promise<unknown> = start();
  ready.catch(() => undefined);
  /** Set once the server's own place and world are in the store: a request then waits for nothing. */
  let started = false;
  const isReady = async () => {
    try {
      await ready;
    } catch {
      ready = start();
      await ready;
    }
    started = true;
  };
  let sweptAt = baseTime();
  // Every committed stream file is read once per backend, however often players ask for it.
  const streamFiles = options.streamFiles && rememberingStreamFiles(options.streamFiles);
  const encodeArt: RasterArtEncoder<Uint8Array | Promise<Uint8Array>> = options.rasterArt ?? rasterArt;

  /** A place's world of a persona, as it starts on the place's clock: the server's faults go with the persona it starts with. */
  const makeWorld = (kept: Place, persona: PersonaId) => () => createWorld({ persona, seed, clock: kept.clock, faults: persona === startPersona ? { ...options.faults } : {} });
  /** A new place: at the server's persona, on a clock of its own, set as the server's started (`--clock`). */
  const startSetting = serverClock.current;
  const newPlace = (joined: string | null): Place => ({ persona: startPersona, joined, clock: new ControlledClock(baseTime, startSetting) });

  function chosenPersona(request: WorldRequest): PersonaId | undefined {
    const chosen = request.headers['x-mock-scenario'] ?? tokenPersona(request.headers[SESSION_TOKEN_HEADER]);
    if (chosen === undefined || chosen === '') return undefined;
    if (!isPersonaId(chosen)) {
      throw new RequestError(`Unknown scenario "${chosen}" in x-mock-scenario: use one of ${Object.keys(personas).join(', ')}.`);
    }
    return chosen;
  }

  /** The one way from a request to its world: its named world, else its session's place, else the server's. */
  async function addressOf(request: WorldRequest): Promise<Address> {
    const asked = sessions ? request.headers[WORLD_HEADER] : undefined;
    const named = asked === undefined || asked === '' ? undefined : checkWorldName(asked, `the ${WORLD_HEADER} header`);
    return addressAt(sessions ? sessionOf(request) : undefined, named, chosenPersona(request));
  }

  async function addressAt(session: string | undefined, named: string | undefined, persona: PersonaId | undefined): Promise<Address> {
    if (!started) await isReady();
    let place = SERVER_PLACE;
    let kept: Place | undefined;
    if (named !== undefined) place = namedPlace(named);
    else if (session !== undefined) {
      const own = await places.create(sessionPlace(session), () => newPlace(sharedWorld));
      place = own.joined === null ? sessionPlace(session) : namedPlace(own.joined);
      if (own.joined === null) kept = own;
    }
    kept ??= await places.create(place, () => newPlace(null));
    const chosen = persona ?? kept.persona;
    return { place, kept, persona: chosen, worldId: worldIdOf(place, chosen), session };
  }

  const worldAt = (address: Address) => worlds.create(address.worldId, makeWorld(address.kept, address.persona));

  /** One operation on the addressed world, through the store (one step: a shared store makes it atomic). */
  const onWorld = <Result>(address: Address, change: (world: SeededWorld) => Result | Promise<Result>, checked?: readonly StoreValueRef[]) =>
    worlds.update(
      address.worldId,
      makeWorld(address.kept, address.persona),
      (world) => {
        // A clock run fast (or a long session) leaves the catalog's span: the catalog follows it.
        keepCatalogAtClock(world);
        return change(world);
      },
      checked,
    );

  /**
   * With a shared store, the request's address from the places this instance holds, without asking the store (its
   * places are checked in the same round trip as its world, so a read costs one); undefined when one is not held.
   */
  function heldAddress(request: WorldRequest): { address: Address; checked: StoreValueRef[] } | undefined {
    const peek = places.peek;
    if (!peek) return undefined;
    const asked = sessions ? request.headers[WORLD_HEADER] : undefined;
    const named = asked === undefined || asked === '' ? undefined : checkWorldName(asked, `the ${WORLD_HEADER} header`);
    const session = sessions ? sessionOf(request) : undefined;
    const persona = chosenPersona(request);
    const checked: StoreValueRef[] = [];
    let place = SERVER_PLACE;
    let kept: Place | undefined;
    if (named !== undefined) place = namedPlace(named);
    else if (session !== undefined) {
      const own = peek(sessionPlace(session));
      if (!own) return undefined;
      checked.push({ store: 'places', id: sessionPlace(session) });
      place = own.joined === null ? sessionPlace(session) : namedPlace(own.joined);
      if (own.joined === null) kept = own;
    }
    kept ??= peek(place);
    if (!kept) return undefined;
    if (!checked.some((ref) => ref.id === place)) checked.push({ store: 'places', id: place });
    const chosen = persona ?? kept.persona;
    return { address: { place, kept, persona: chosen, worldId: worldIdOf(place, chosen), session }, checked };
  }

  /** One operation on the world a request addresses: through the places held here if it can, else found afresh. */
  async function onAddressed<Result>(request: WorldRequest, change: (world: SeededWorld) => Result | Promise<Result>): Promise<Result> {
    if (!started) await isReady();
    const held = heldAddress(request);
    if (held) {
      try {
        return await onWorld(held.address, change, held.checked);
      } catch (error) {
        // A place changed on another instance (a persona, a joined world): nothing ran; found afresh below.
        if (!(error instanceof StaleAddressError)) throw error;
      }
    }
    return onWorld(await addressOf(request), change);
  }

  /** Idle worlds and places go, looked for at most once a sweep interval. */
  function sweep(): void {
    const at = baseTime();
    if (at - sweptAt < EXPIRY_SWEEP_INTERVAL_MS) return;
    sweptAt = at;
    // A shared store that cannot be reached now is swept at a later request.
    worlds.expire().catch(() => undefined);
    places.expire().catch(() => undefined);
  }

  /** The world with this request's own `x-mock-faults` added (the account and events are shared). */
  function withRequestFaults(world: SeededWorld, request: MockRequest): SeededWorld {
    const header = request.headers['x-mock-faults'];
    if (!header) return world;
    const extra = parseFaults(header);
    const merged: FaultSettings = { ...world.faults };
    for (const [operation, faults] of Object.entries(extra)) merged[operation] = [...faults, ...faultsFor(world.faults, operation)];
    return { ...world, faults: merged };
  }

  /** The caller's place switches to a persona's world (made afresh the first time), keeping the faults it had. */
  async function switchPersona(address: Address, persona: PersonaId): Promise<SeededWorld> {
    const faults = (await worldAt(address)).faults;
    const next = await worlds.update(worldIdOf(address.place, persona), makeWorld(address.kept, persona), (world) => {
      world.faults = faults;
      return world;
    });
    await places.update(address.place, () => address.kept, (kept) => {
      kept.persona = persona;
    });
    if (address.place === SERVER_PLACE) current = next;
    return next;
  }

  /** The caller's session joins a named world (or, with null, goes back to its own). */
  async function join(address: Address, name: unknown): Promise<Address> {
    if (!sessions) throw new RequestError('This mock world is the page\'s own (the browser\'s or a node test\'s): named worlds are the standalone server\'s (npm run mock:server).');
    if (address.session === undefined) throw new RequestError('Joining a named world needs a session: send the session cookie (airwave_session), or name the world per request with x-mock-world.');
    if (name !== null && typeof name !== 'string') throw new RequestError('Send { "world": "<name>" } to join a named world, or { "world": null } to go back to the session\'s own.');
    const joined = name === null ? null : checkWorldName(name, 'the body\'s "world"');
    const own = sessionPlace(address.session);
    await places.update(own, () => newPlace(joined), (kept) => {
      kept.joined = joined;
    });
    return addressAt(address.session, undefined, undefined);
  }

  /** After the caller's clock moved: the addressed world's catalog at the clock's hour, its memoised answers dropped; the clock's state. */
  async function clockMoved(address: Address) {
    // onWorld brings the catalog to the clock's hour.
    await onWorld(address, (world) => world.events.emit('accountChanged', {}));
    return address.kept.clock.state();
  }

  async function control(request: MockRequest): Promise<MockResponse> {
    // A change comes as JSON, like the contracts' calls: a form or text/plain post (which a page of another site
    // may send without asking first) is refused before anything is read.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (type !== 'application/json') {
        return json(415, {
          error: `The mock control API takes JSON only: send ${request.method} ${request.path} with content-type: application/json (got ${type === '' ? 'no content type' : type}).`,
        });
      }
      if (request.bodyError) return json(400, { error: request.bodyError });
    }
    const route = `${request.method} ${request.path.slice(CONTROL_PREFIX.length) || '/'}`;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const address = await addressOf(request);
    switch (route) {
      case 'PUT /persona': {
        if (!isPersonaId(body.persona)) {
          throw new RequestError(`Unknown persona ${JSON.stringify(body.persona)}: use one of ${Object.keys(personas).join(', ')}.`);
        }
        return json(200, describe(await switchPersona(address, body.persona), address.place, sessions));
      }
      case 'GET /clock':
        return json(200, address.kept.clock.state());
      case 'PUT /clock': {
        // Jump to a date and time, run faster or slower, freeze: every world of the caller's place follows (and the page's Date in the browser).
        const change = parseClockChange(request.body);
        await places.update(address.place, () => address.kept, (kept) => kept.clock.set(change));
        return json(200, await clockMoved(address));
      }
      case 'DELETE /clock':
        await places.update(address.place, () => address.kept, (kept) => kept.clock.reset());
        return json(200, await clockMoved(address));
      case 'PUT /world': {
        const joined = await join(address, body.world);
        return json(200, describe(await worldAt(joined), joined.place, sessions));
      }
      default:
        return onWorld(address, (world) => controlWorld(world, route, request, address.place));
    }
  }

  /** The control API's operations on one world (the caller's). */
  function controlWorld(world: SeededWorld, route: string, request: MockRequest, place: string): MockResponse {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (route.startsWith('DELETE /notifications/')) {
      // The notification disappears (as if the server withdrew it): pushed live as DELETED.
      const id = pathId(route.slice('DELETE /notifications/'.length), 'notification');
      if (!deleteNotification(world, id)) return json(404, { error: `No notification ${JSON.stringify(id)} in this world.` });
      return json(200, notificationsState(world));
    }
    if (route.startsWith('PUT /payment-methods/')) {
      // The local fake of Stripe.js says what card it confirmed, as the provider would know it.
      const problem = recordCardDetails(world, pathId(route.slice('PUT /payment-methods/'.length), 'payment method'), body);
      if (problem) throw new RequestError(problem);
      return json(200, { cardDetails: world.account.billing.cardDetails ?? {} });
    }
    switch (route) {
      case 'GET /':
        return json(200, describe(world, place, sessions));
      case 'PUT /faults': {
        if (typeof body.faults !== 'string') throw new RequestError('Send { "faults": "operation:kind[=value],…" } (an empty string clears them).');
        world.faults = parseFaults(body.faults);
        return json(200, describe(world, place, sessions));
      }
      case 'POST /reset':
        resetAccount(world);
        return json(200, describe(world, place, sessions));
      case 'POST /verification/complete':
        completeVerification(world);
        return json(200, describe(world, place, sessions));
      case 'POST /devices/sign-out': {
        // Another device of the account signs this one (any one, the current included) out.
        const ident = body.deviceIdent;
        if (typeof ident !== 'string' || !world.account.devices.some((device) => device.deviceIdent === ident)) {
          throw new RequestError(
            `Send { "deviceIdent": "…" } naming a signed-in device: one of ${world.account.devices.map((device) => device.deviceIdent).join(', ') || '(none)'}.`,
          );
        }
        removeDevices(world, [ident]);
        return json(200, describe(world, place, sessions));
      }
      case 'PUT /preferences': {
        // An experiment's variant or a feature flag for the world's user (the Mocks panel's Experiments and flags).
        const problem = setControlPreference(world, body.name, body.value);
        if (problem) throw new RequestError(problem);
        return json(200, describe(world, place, sessions));
      }
      case 'GET /listeners':
        // How many listen to each world event (a page's live subscriptions): a test waits for one before acting.
        return json(200, Object.fromEntries(WORLD_EVENT_NAMES.map((name) => [name, world.events.listenerCount(name)])));
      case 'GET /notifications':
        return json(200, notificationsState(world));
      case 'POST /notifications': {
        // A new notification arrives (pushed live as CREATED): the kind's sample content, with any fields given.
        if (!isNotificationType(body.type)) {
          throw new RequestError(`Send { "type": one of ${NOTIFICATION_TYPES.join(', ')}, "content"?: { …fields } }; got type ${JSON.stringify(body.type)}.`);
        }
        const content = body.content ?? {};
        if (typeof content !== 'object' || content === null || Array.isArray(content)) throw new RequestError('"content" must be an object of the kind\'s fields.');
        const notification = createNotification(world, body.type, { ...NOTIFICATION_SAMPLES[body.type], ...content });
        return json(201, { notification, liveListeners: world.events.listenerCount('notificationChanged') });
      }
      case 'GET /analytics': {
        // What the collector received from the app and the receiver, each with its violations (?anonymousId= narrows it to one browser).
        const anonymousId = request.query.get('anonymousId');
        const tracked = anonymousId ? world.tracked.filter((event) => event.anonymousId === anonymousId) : world.tracked;
        return json(200, { tracked });
      }
      case 'DELETE /analytics':
        world.tracked.length = 0;
        return json(200, { tracked: world.tracked });
      case 'GET /errors':
        // What the envelope endpoint received: the app's error reports through the error SDK, oldest first.
        return json(200, { errors: world.errors });
      case 'DELETE /errors':
        world.errors.length = 0;
        return json(200, { errors: world.errors });
      default:
        return json(404, { error: `No mock control at ${request.method} ${request.path}. See mocks/README.md.` });
    }
  }

  async function dispatch(request: MockRequest): Promise<MockResponse | null> {
    if (request.path === CONTROL_PREFIX || request.path.startsWith(`${CONTROL_PREFIX}/`)) return control(request);
    if (request.path.startsWith(`${ANALYTICS_COLLECTOR_PREFIX}/`)) return onAddressed(request, (world) => collectAnalytics(world, request));
    if (request.path.startsWith(`${ERROR_COLLECTOR_PREFIX}/`)) return onAddressed(request, (world) => collectErrorEnvelope(world, request));
    if (request.path.startsWith(IMAGE_PREFIX)) return onAddressed(request, (world) => image(request, world, encodeArt));
    if (request.path.startsWith(STORE_BADGE_PREFIX)) {
      return onAddressed(request, (world) => image({ ...request, path: `${IMAGE_PREFIX}badge/${request.path.slice(STORE_BADGE_PREFIX.length)}` }, world, encodeArt));
    }
    if (request.path.startsWith(PREVIEW_VIDEO_PREFIX)) return onAddressed(request, (world) => previewVideo(request, world));
    if (request.path.startsWith(STREAM_MEDIA_PREFIX)) {
      return onAddressed(request, async (world) => slowedMedia(await streamMedia(request, world.clock.now(), streamFiles), withRequestFaults(world, request)));
    }
    return onAddressed(request, (addressed) => {
      const world = withRequestFaults(addressed, request);
      if (GRAPHQL_PATHS.has(request.path)) return handleGraphQL(world, request, { timeBudgetMs: options.timeBudgetMs });
      return handleRest(world, request);
    });
  }

  async function handle(request: MockRequest): Promise<MockResponse | null> {
    sweep();
    try {
      return await dispatch(request);
    } catch (error) {
      if (error instanceof RequestError || error instanceof FaultSyntaxError || error instanceof WorldNameError || error instanceof ClockInputError) {
        return json(400, { error: error.message });
      }
      // The shared store is away (Redis down): the contract's error body, and nothing half-written (worlds/redis-store.ts).
      if (error instanceof StoreUnavailableError) return refuse(request.method, request.path, 503, error.message, 'SERVICE_UNAVAILABLE');
      throw error;
    }
  }

  function refuse(method: string, path: string, status: number, message: string, code: string): MockResponse {
    if (GRAPHQL_PATHS.has(path)) return json(status, { errors: [{ message, extensions: { code } }] });
    return refusalAt(method, path, status, message) ?? json(status, { error: message });
  }

  return {
    get world() {
      return current;
    },
    clock: serverClock,
    worldFor: async (request) => worldAt(await addressOf(request)),
    placeFor: async (request) => (await addressOf(request)).place,
    handle,
    refuse,
  };
}

/** The world's notifications, newest first, and how many live notificationChanged subscribers it has. */
function notificationsState(world: SeededWorld) {
  const notifications = [...world.account.notifications].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { notifications, liveListeners: world.events.listenerCount('notificationChanged') };
}

function describe(world: SeededWorld, place: string, worldsPerSession: boolean) {
  return {
    persona: world.persona,
    /** The world's clock: its time, rate, whether it is frozen and whether someone set it. */
    clock: world.clock instanceof ControlledClock ? world.clock.state() : undefined,
    /** The named world the caller is in, or null (its session's own world, or the server's). */
    world: worldNameOf(place),
    /** Whether this backend keeps a world per session (the standalone server), where named worlds can be joined. */
    worldsPerSession,
    /** The experiments (with the user's variant) and feature flags, for the Mocks panel to set. */
    experiments: experimentsState(world),
    flags: flagsState(world),
    faults: formatFaults(world.faults),
    faultPresets: FAULT_PRESETS,
    personas: Object.entries(personas).map(([id, persona]) => ({ id, title: persona.title, description: persona.description })),
    /** The persona's Smart TV link tokens and their state, for the Mocks panel's link-page shortcuts. */
    deviceLinkTokens: Object.entries(world.account.deviceLinkTokens).map(([token, state]) => ({ token, state })),
  };
}

async function image(request: MockRequest, world: SeededWorld, encodeArt: RasterArtEncoder<Uint8Array | Promise<Uint8Array>>): Promise<MockResponse> {
  const problem = validateImageQuery(request.query, request.path, world.catalog);
  if (problem) return json(400, { error: problem });
  const rendered = renderImageWith(request.path, request.query, world.catalog, encodeArt);
  if (!rendered) return json(404, { error: `No mock image at ${request.path}.` });
  return {
    status: 200,
    headers: { 'cache-control': 'public, max-age=3600' },
    body:
      rendered.contentType === 'image/jpeg'
        ? { kind: 'bytes', value: await rendered.body, contentType: rendered.contentType }
        : { kind: 'text', value: rendered.body, contentType: rendered.contentType },
  };
}

async function streamMedia(request: MockRequest, now: Date, files: StreamFiles | undefined): Promise<MockResponse> {
  if (!files) return json(503, { error: `This run of the mocks has no test streams to serve ${request.path} (no stream files source was given).` });
  const served = await serveStreamFile(request.path, request.query, request.headers.range, now, files);
  if (!served || served.body === null) {
    const error =
      served?.status === 416 ? `Range ${request.headers.range ?? ''} is outside the file.` : (served?.reason ?? `No mock stream file at ${request.path}.`);
    return json(served?.status ?? 404, { error }, served?.headers);
  }
  const { 'content-type': contentType = 'application/octet-stream', ...headers } = served.headers;
  return { status: served.status, headers, body: { kind: 'bytes', value: served.body, contentType } };
}

function previewVideo(request: MockRequest, world: SeededWorld): MockResponse {
  const served = servePreviewVideo(request.path, request.headers.range, world.catalog.heroes);
  if (!served || served.body === null) {
    const error = served?.status === 416 ? `Range ${request.headers.range ?? ''} is outside the video.` : `No mock video at ${request.path}.`;
    return json(served?.status ?? 404, { error }, served?.headers);
  }
  return { status: served.status, headers: served.headers, body: { kind: 'bytes', value: served.body, contentType: PREVIEW_VIDEO_CONTENT_TYPE } };
}

/** A media answer held for the time its bytes take at the slowest `media:bandwidth` fault, as over a slow network. */
function slowedMedia(response: MockResponse, world: SeededWorld): MockResponse {
  const kbps = faultsFor(world.faults, MEDIA_OPERATION).reduce((slowest, fault) => (fault.kind === 'bandwidth' ? Math.min(slowest, fault.kbps) : slowest), Infinity);
  const bytes = response.body.kind === 'bytes' ? response.body.value.byteLength : 0;
  if (!Number.isFinite(kbps) || bytes === 0) return response;
  return { ...response, delayMs: (response.delayMs ?? 0) + Math.ceil((bytes * 8) / kbps) };
}
