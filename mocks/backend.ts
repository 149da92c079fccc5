/**
 * The mock backend: one dispatcher over the world for every transport. It routes a request to
 * GraphQL (`/graphql`, `/api/graphql`), generated images (`/mock-images/…`), hero preview videos
 * (`/mock-media/preview/…`), the test streams (`/mock-media/streams/…`), the control API
 * (`/__mocks…`) or the REST contracts, and answers `null` for anything else so the transport can let
 * it through (Vite's own files, a real backend for one contract).
 *
 * One world per persona: the default persona is the one the backend was started with (or switched
 * to); a request may pick another with the `x-mock-scenario` header and add faults for itself with
 * `x-mock-faults` — the standalone server's way to serve many clients at once.
 */
import { createWorld, keepCatalogAtClock, resetAccount, type SeededWorld } from './scenarios/create-world.ts';
import { ClockInputError, ControlledClock, parseClockChange } from './db/clock.ts';
import type { PersonaId } from './scenarios/personas.ts';
import { handleGraphQL } from './graphql/http.ts';
import { renderImage, validateImageQuery } from './media/images.ts';
import { PREVIEW_VIDEO_CONTENT_TYPE, PREVIEW_VIDEO_PREFIX, servePreviewVideo } from './media/preview-video.ts';
import { MEDIA_OPERATION, rememberingStreamFiles, serveStreamFile, STREAM_MEDIA_PREFIX, type StreamFiles } from './media/streams.ts';
import { completeVerification } from './rest/profile.ts';
import { removeDevices } from './rest/devices.ts';
import { createNotification, deleteNotification, isNotificationType, NOTIFICATION_TYPES } from './graphql/notifications.ts';
import { NOTIFICATION_SAMPLES } from './scenarios/notification-samples.ts';
import { experimentsState, flagsState, setControlPreference } from './graphql/preferences.ts';
import { handleRest, refusalAt } from './rest/router.ts';
import { SESSION_TOKEN_HEADER, sessionTokenClaims } from './rest/session-token.ts';
import { FAULT_PRESETS, FaultSyntaxError, faultsFor, formatFaults, parseFaults, type FaultSettings } from './scenarios/faults.ts';
import { DEFAULT_PERSONA, isPersonaId, personas } from './scenarios/personas.ts';
import { json, type MockRequest, type MockResponse } from './core/exchange.ts';
import { STORE_BADGE_PATH } from '../common/links.ts';
import { WORLD_EVENT_NAMES } from './db/events.ts';
import { ANALYTICS_COLLECTOR_PREFIX, collectAnalytics } from './analytics/collector.ts';
import { collectErrorEnvelope, ERROR_COLLECTOR_PREFIX } from './errors/collector.ts';

export interface MockBackendOptions {
  persona?: PersonaId;
  faults?: FaultSettings;
  seed?: number;
  /** The base time the worlds' clock follows until someone sets it (default: the machine's). */
  now?: () => Date;
  /**
   * The worlds' clock, when the runner keeps it (the browser, whose page `Date` reads it too); otherwise one is made
   * over `now` (or the start world's clock). The control API's `/__mocks/clock` sets it.
   */
  clock?: ControlledClock;
  /** A world to start from (the browser's persisted one). */
  world?: SeededWorld;
  /** How long one GraphQL request may run, in milliseconds (default DEFAULT_TIME_BUDGET_MS, graphql/http.ts). */
  timeBudgetMs?: number;
  /** Where the test streams' files are read (mocks/media/streams.ts); without it stream paths answer 503. */
  streamFiles?: StreamFiles;
}

export interface MockBackend {
  /** The world of the current default persona. */
  readonly world: SeededWorld;
  /** The clock every world of this backend reads (settable through `/__mocks/clock`). */
  readonly clock: ControlledClock;
  /** The world a request addresses (its `x-mock-scenario`, or the default). */
  worldFor(request: Pick<MockRequest, 'headers'>): SeededWorld;
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

class RequestError extends Error {}

/** The persona a cast receiver's session token names (its sender's world), checked there by the operation. */
function tokenPersona(token: string | undefined): PersonaId | undefined {
  const persona = token ? sessionTokenClaims(token)?.persona : undefined;
  return persona !== undefined && isPersonaId(persona) ? persona : undefined;
}

export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const seed = options.seed;
  const base = options.world?.clock ?? (options.now ? { now: options.now } : null);
  const clock = options.clock ?? new ControlledClock(base ? () => base.now().getTime() : () => Date.now());
  const worlds = new Map<PersonaId, SeededWorld>();
  let current: SeededWorld = options.world ?? createWorld({ persona: options.persona ?? DEFAULT_PERSONA, seed, clock, faults: options.faults ?? {} });
  current.clock = clock;
  worlds.set(current.persona, current);
  // Every committed stream file is read once per backend, however often players ask for it.
  const streamFiles = options.streamFiles && rememberingStreamFiles(options.streamFiles);

  function worldOf(persona: PersonaId): SeededWorld {
    let world = worlds.get(persona);
    if (!world) {
      world = createWorld({ persona, seed, clock, faults: {} });
      worlds.set(persona, world);
    }
    return world;
  }

  function worldFor(request: Pick<MockRequest, 'headers'>): SeededWorld {
    const chosen = request.headers['x-mock-scenario'] ?? tokenPersona(request.headers[SESSION_TOKEN_HEADER]);
    if (chosen === undefined || chosen === '') return current;
    if (!isPersonaId(chosen)) {
      throw new RequestError(`Unknown scenario "${chosen}" in x-mock-scenario: use one of ${Object.keys(personas).join(', ')}.`);
    }
    return worldOf(chosen);
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

  function control(request: MockRequest): MockResponse {
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
    if (route.startsWith('DELETE /notifications/')) {
      // The notification disappears (as if the server withdrew it): pushed live as DELETED.
      const id = decodeURIComponent(route.slice('DELETE /notifications/'.length));
      if (!deleteNotification(current, id)) return json(404, { error: `No notification ${JSON.stringify(id)} in this world.` });
      return json(200, notificationsState(current));
    }
    switch (route) {
      case 'GET /':
        return json(200, describe(current, clock));
      case 'GET /clock':
        return json(200, clock.state());
      case 'PUT /clock':
        // Jump to a date and time, run faster or slower, freeze: every world of this backend follows (and the page's Date in the browser).
        clock.set(parseClockChange(request.body));
        return json(200, clockMoved());
      case 'DELETE /clock':
        clock.reset();
        return json(200, clockMoved());
      case 'PUT /persona': {
        if (!isPersonaId(body.persona)) {
          throw new RequestError(`Unknown persona ${JSON.stringify(body.persona)}: use one of ${Object.keys(personas).join(', ')}.`);
        }
        const next = worldOf(body.persona);
        next.faults = current.faults;
        current = next;
        return json(200, describe(current, clock));
      }
      case 'PUT /faults': {
        if (typeof body.faults !== 'string') throw new RequestError('Send { "faults": "operation:kind[=value],…" } (an empty string clears them).');
        current.faults = parseFaults(body.faults);
        return json(200, describe(current, clock));
      }
      case 'POST /reset':
        resetAccount(current);
        return json(200, describe(current, clock));
      case 'PUT /preferences': {
        // An experiment's variant or a feature flag for the world's user (the Mocks panel's Experiments and flags).
        const problem = setControlPreference(current, body.name, body.value);
        if (problem) throw new RequestError(problem);
        return json(200, describe(current, clock));
      }
      case 'POST /verification/complete':
        completeVerification(current);
        return json(200, describe(current, clock));
      case 'POST /devices/sign-out': {
        // Another device of the account signs this one (any one, the current included) out.
        const ident = body.deviceIdent;
        if (typeof ident !== 'string' || !current.account.devices.some((device) => device.deviceIdent === ident)) {
          throw new RequestError(
            `Send { "deviceIdent": "…" } naming a signed-in device: one of ${current.account.devices.map((device) => device.deviceIdent).join(', ') || '(none)'}.`,
          );
        }
        removeDevices(current, [ident]);
        return json(200, describe(current, clock));
      }
      case 'GET /listeners':
        // How many listen to each world event (a page's live subscriptions): a test waits for one before acting.
        return json(200, Object.fromEntries(WORLD_EVENT_NAMES.map((name) => [name, current.events.listenerCount(name)])));
      case 'GET /notifications':
        return json(200, notificationsState(current));
      case 'POST /notifications': {
        // A new notification arrives (pushed live as CREATED): the kind's sample content, with any fields given.
        if (!isNotificationType(body.type)) {
          throw new RequestError(`Send { "type": one of ${NOTIFICATION_TYPES.join(', ')}, "content"?: { …fields } }; got type ${JSON.stringify(body.type)}.`);
        }
        const content = body.content ?? {};
        if (typeof content !== 'object' || content === null || Array.isArray(content)) throw new RequestError('"content" must be an object of the kind\'s fields.');
        const notification = createNotification(current, body.type, { ...NOTIFICATION_SAMPLES[body.type], ...content });
        return json(201, { notification, liveListeners: current.events.listenerCount('notificationChanged') });
      }
      case 'GET /analytics': {
        // What the collector received from the app and the receiver, each with its violations (?anonymousId= narrows it to one browser).
        const anonymousId = request.query.get('anonymousId');
        const tracked = anonymousId ? current.tracked.filter((event) => event.anonymousId === anonymousId) : current.tracked;
        return json(200, { tracked });
      }
      case 'DELETE /analytics':
        current.tracked.length = 0;
        return json(200, { tracked: current.tracked });
      case 'GET /errors':
        // What the envelope endpoint received: the app's error reports through the error SDK, oldest first.
        return json(200, { errors: current.errors });
      case 'DELETE /errors':
        current.errors.length = 0;
        return json(200, { errors: current.errors });
      default:
        return json(404, { error: `No mock control at ${request.method} ${request.path}. See mocks/README.md.` });
    }
  }

  /** After the clock moved: each world's catalog at the clock's hour, its memoised answers dropped; the clock's state. */
  function clockMoved() {
    for (const world of worlds.values()) {
      keepCatalogAtClock(world);
      world.events.emit('accountChanged', {});
    }
    return clock.state();
  }

  async function handle(request: MockRequest): Promise<MockResponse | null> {
    try {
      // A clock run fast (or a long session) leaves the catalog's span: the catalog follows it.
      keepCatalogAtClock(current);
      if (request.path === CONTROL_PREFIX || request.path.startsWith(`${CONTROL_PREFIX}/`)) return control(request);
      if (request.path.startsWith(`${ANALYTICS_COLLECTOR_PREFIX}/`)) return collectAnalytics(current, request);
      if (request.path.startsWith(`${ERROR_COLLECTOR_PREFIX}/`)) return collectErrorEnvelope(current, request);
      if (request.path.startsWith(IMAGE_PREFIX)) return image(request, current);
      if (request.path.startsWith(STORE_BADGE_PREFIX)) return image({ ...request, path: `${IMAGE_PREFIX}badge/${request.path.slice(STORE_BADGE_PREFIX.length)}` }, current);
      if (request.path.startsWith(PREVIEW_VIDEO_PREFIX)) return previewVideo(request, current);
      if (request.path.startsWith(STREAM_MEDIA_PREFIX)) return slowedMedia(await streamMedia(request, current.clock.now(), streamFiles), withRequestFaults(worldFor(request), request));
      const addressed = worldFor(request);
      if (addressed !== current) keepCatalogAtClock(addressed);
      const world = withRequestFaults(addressed, request);
      if (GRAPHQL_PATHS.has(request.path)) return await handleGraphQL(world, request, { timeBudgetMs: options.timeBudgetMs });
      return await handleRest(world, request);
    } catch (error) {
      if (error instanceof RequestError || error instanceof FaultSyntaxError || error instanceof ClockInputError) {
        return json(400, { error: error.message });
      }
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
    clock,
    worldFor,
    handle,
    refuse,
  };
}

/** The world's notifications, newest first, and how many live notificationChanged subscribers it has. */
function notificationsState(world: SeededWorld) {
  const notifications = [...world.account.notifications].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { notifications, liveListeners: world.events.listenerCount('notificationChanged') };
}

function describe(world: SeededWorld, clock: ControlledClock) {
  return {
    persona: world.persona,
    /** The world's clock: its time, rate, whether it is frozen and whether someone set it. */
    clock: clock.state(),
    faults: formatFaults(world.faults),
    faultPresets: FAULT_PRESETS,
    personas: Object.entries(personas).map(([id, persona]) => ({ id, title: persona.title, description: persona.description })),
    /** The persona's Smart TV link tokens and their state, for the Mocks panel's link-page shortcuts. */
    deviceLinkTokens: Object.entries(world.account.deviceLinkTokens).map(([token, state]) => ({ token, state })),
    /** The experiments (with the user's variant) and feature flags, for the Mocks panel to set. */
    experiments: experimentsState(world),
    flags: flagsState(world),
  };
}

function image(request: MockRequest, world: SeededWorld): MockResponse {
  const problem = validateImageQuery(request.query);
  if (problem) return json(400, { error: problem });
  const rendered = renderImage(request.path, request.query, world.catalog);
  if (!rendered) return json(404, { error: `No mock image at ${request.path}.` });
  return {
    status: 200,
    headers: { 'cache-control': 'public, max-age=3600' },
    body: { kind: 'text', value: rendered.body, contentType: rendered.contentType },
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

/** A media answer held for the time its bytes take at the slowest `media:bandwidth` fault, as over a slow network. */
function slowedMedia(response: MockResponse, world: SeededWorld): MockResponse {
  const kbps = faultsFor(world.faults, MEDIA_OPERATION).reduce((slowest, fault) => (fault.kind === 'bandwidth' ? Math.min(slowest, fault.kbps) : slowest), Infinity);
  const bytes = response.body.kind === 'bytes' ? response.body.value.byteLength : 0;
  if (!Number.isFinite(kbps) || bytes === 0) return response;
  return { ...response, delayMs: (response.delayMs ?? 0) + Math.ceil((bytes * 8) / kbps) };
}

function previewVideo(request: MockRequest, world: SeededWorld): MockResponse {
  const served = servePreviewVideo(request.path, request.headers.range, world.catalog.heroes);
  if (!served || served.body === null) {
    const error = served?.status === 416 ? `Range ${request.headers.range ?? ''} is outside the video.` : `No mock video at ${request.path}.`;
    return json(served?.status ?? 404, { error }, served?.headers);
  }
  return { status: served.status, headers: served.headers, body: { kind: 'bytes', value: served.body, contentType: PREVIEW_VIDEO_CONTENT_TYPE } };
}
