/**
 * A deliberately broken REST server for the conformance checker's tests: the real standalone mock
 * server with faults planted on specific operations. Everything else answers exactly as the mocks
 * do, so the checker must report each planted fault, with a specific message, and nothing else.
 */
import { operationById, resolved } from '../../../common/openapi/contracts.ts';
import type { MockRequest, MockResponse } from '../../../mocks/core/exchange.ts';
import { matchPath } from '../../../mocks/rest/router.ts';
import { startMockServer, type RunningMockServer } from '../../../mocks/server.ts';
import type { CheckKind } from '../../../scripts/conformance/model.ts';
import { runningClock } from '../../support/clock.ts';

export interface PlantedFault {
  /** The operation the checker reports the fault under. */
  operationId: string;
  kind: CheckKind;
  /** A fragment of the failure message the checker must print. */
  message: string;
  /** What was broken, for a reader of the test. */
  plant: string;
}

export const PLANTED_FAULTS: readonly PlantedFault[] = [
  { operationId: 'getCurrentUser', kind: 'positive', message: 'body.user.email_confirmed must be boolean', plant: 'a wrong field type: email_confirmed is the string "yes"' },
  { operationId: 'checkGeoFence', kind: 'positive', message: 'body.status is required', plant: 'a missing required field: status is left out' },
  { operationId: 'getSignupDetails', kind: 'positive', message: 'status 202 is not documented', plant: 'an undocumented status: 202 instead of 200' },
  { operationId: 'listSignedInDevices', kind: 'positive', message: 'content type text/plain is not documented', plant: 'a wrong content type: the JSON is sent as text/plain' },
  { operationId: 'validateZip', kind: 'negative', message: 'answered 500 (a server error) to invalid input', plant: 'a 5xx on bad input' },
  { operationId: 'updateUserName', kind: 'negative', message: 'accepted invalid input', plant: 'a 2xx on bad input' },
  { operationId: 'getOfferDetails', kind: 'auth', message: 'without the session cookie (ignored auth check)', plant: 'an ignored auth check' },
  // The same plant seen by the session token's scope check (filed under the operation that issues the token).
  { operationId: 'createSessionToken', kind: 'auth', message: 'getOfferDetails served the request with the session token alone', plant: 'an ignored auth check, which a receiver session token gets past too' },
  // Filed under the step that showed it: renaming the deleted profile (updateProfile) answered 200.
  { operationId: 'updateProfile', kind: 'journey', message: 'still served after delete', plant: 'a resource still served after delete: renaming a deleted profile succeeds' },
  {
    operationId: 'validateZip',
    kind: 'negative',
    message: 'accepted invalid input (the body is sent as application/x-www-form-urlencoded (the operation takes application/json only)) with 200',
    plant: 'a wrong content type accepted: a form-encoded body is read as if it were JSON',
  },
  {
    operationId: 'getManifest',
    kind: 'journey',
    message: '(image) answered 404',
    plant: "a manifest that names seek thumbnails the server does not have: every thumbnail sprite answers 404",
  },
  {
    operationId: 'getManifest',
    kind: 'journey',
    message: 'is not on air at its utcTime',
    plant: "a live manifest naming the channel's airing of a day before, not the programme on air (the seek bar would span the wrong one)",
  },
  {
    operationId: 'getDashManifest',
    kind: 'journey',
    message: 'is served as application/json, not application/dash+xml',
    plant: "a live MPD whose Location is the JSON manifest's updateURL, which a standard DASH player cannot read",
  },
  {
    operationId: 'applyCoupon',
    kind: 'journey',
    message: 'user_details did not change after applying SUMMER5',
    plant: "a stateless coupon: apply_coupon answers the contract's success example and changes nothing",
  },
  {
    operationId: 'removeAddonExtension',
    kind: 'journey',
    message: 'is still listed without departingAt after cancelling it',
    plant: "a stateless add-on cancel: remove_addon_extension answers the contract's success example and changes nothing",
  },
];

/** An operation's documented success example, as a server that only echoes the contract would answer. */
function successExample(operationId: string): unknown {
  const operation = operationById(operationId);
  const media = resolved<{ content: Record<string, { examples: Record<string, { value?: unknown; $ref?: string }> }> }>(operation.contract, [...operation.pointer, 'responses', '200']);
  const example = media.value.content['application/json']?.examples.success;
  // A shared example (`$ref: '#/components/examples/…'`) is read where it is defined.
  if (example?.$ref) return resolved<{ value: unknown }>(operation.contract, example.$ref.replace(/^#\//, '').split('/')).value.value;
  return example?.value;
}

function jsonOf(response: MockResponse): Record<string, unknown> | null {
  return response.body.kind === 'json' && typeof response.body.value === 'object' && response.body.value !== null
    ? (response.body.value as Record<string, unknown>)
    : null;
}

function operationOf(request: MockRequest): string | null {
  const match = matchPath(request.path).find((candidate) => candidate.route.operation.method === request.method.toUpperCase());
  return match?.route.operation.operationId ?? null;
}

/** A signed-in JSON request naming one product id (invalid ones still reach the mocks and are refused). */
function isValidProductRequest(request: MockRequest): boolean {
  const body = request.body as Record<string, unknown> | undefined;
  const json = (request.headers['content-type'] ?? '').startsWith('application/json');
  return json && Boolean(request.cookies.airwave_session) && body !== undefined && Object.keys(body).join() === 'product_id' && typeof body.product_id === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(body.product_id);
}

function ghostProfile(id: string, origin: string) {
  const images = Object.fromEntries(['s', 'm', 'l'].map((size) => [size, `${origin}/mock-images/avatar/robot/${size}.svg`]));
  return { status: 'SUCCESS', profile: { id, name: 'Ghost', avatar: { name: 'robot', images }, primary: false, loggedIn: false, email: null, mobileNumber: null } };
}

/** The contract's own valid, signed-in example request (invalid ones still reach the mocks and are refused). */
function isExampleCoupon(request: MockRequest): boolean {
  const body = request.body as Record<string, unknown> | undefined;
  const json = (request.headers['content-type'] ?? '').startsWith('application/json');
  return json && Boolean(request.cookies.airwave_session) && body !== undefined && Object.keys(body).join() === 'token' && body.token === 'SUMMER5';
}

type Handle = (request: MockRequest) => Promise<MockResponse | null>;

function plant(handle: Handle): Handle {
  const deleted = new Set<string>();
  return async (request) => {
    if (/^\/mock-media\/streams\/[^/]+\/thumbnails\//.test(request.path)) {
      // Missing thumbnails: the manifest names sprites that are not there.
      return { status: 404, body: { kind: 'json', value: { error: 'no such sprite' } } };
    }
    const operationId = operationOf(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (operationId === 'getOfferDetails') {
      // Ignored auth: a request without the session cookie is served as if signed in.
      return handle({ ...request, cookies: { ...request.cookies, airwave_session: request.cookies.airwave_session || 'anyone' } });
    }
    if (operationId === 'validateZip' && (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      // A wrong content type accepted: the form fields are read as if they had come as JSON.
      return handle({ ...request, headers: { ...request.headers, 'content-type': 'application/json' } });
    }
    if (operationId === 'applyCoupon' && isExampleCoupon(request)) return { status: 200, body: { kind: 'json', value: successExample('applyCoupon') } };
    if (operationId === 'removeAddonExtension' && isValidProductRequest(request)) return { status: 200, body: { kind: 'json', value: successExample('removeAddonExtension') } };
    if (operationId === 'updateProfile' && typeof body.id === 'string' && deleted.has(body.id)) return { status: 200, body: { kind: 'json', value: ghostProfile(body.id, request.origin) } };
    const response = await handle(request);
    if (!response || !operationId) return response;
    const value = jsonOf(response);
    switch (operationId) {
      case 'createProfile': {
        // The mocks may hand out a deleted id again: a new profile is not a ghost.
        const created = (value?.profile as { id?: unknown } | undefined)?.id;
        if (typeof created === 'string') deleted.delete(created);
        return response;
      }
      case 'deleteProfile':
        if (response.status === 200 && typeof body.id === 'string') deleted.add(body.id);
        return response;
      case 'getCurrentUser':
        if (response.status === 200 && value?.user) return { ...response, body: { kind: 'json', value: { ...value, user: { ...(value.user as object), email_confirmed: 'yes' } } } };
        return response;
      case 'checkGeoFence':
        if (response.status === 200 && value) {
          const { status: _status, ...rest } = value;
          return { ...response, body: { kind: 'json', value: rest } };
        }
        return response;
      case 'getManifest': {
        // A live manifest names the airing of a day before (the same hours), not the one on air.
        const airing = value?.airing as { startsAt: string; endsAt: string } | null | undefined;
        if (response.status !== 200 || value?.type !== 'dynamic' || !airing) return response;
        const dayBefore = (instant: string) => new Date(Date.parse(instant) - 24 * 60 * 60 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
        return { ...response, body: { kind: 'json', value: { ...value, airing: { ...airing, startsAt: dayBefore(airing.startsAt), endsAt: dayBefore(airing.endsAt) } } } };
      }
      case 'getDashManifest':
        // The MPD's Location is the JSON manifest's updateURL (the same path without /dash).
        return response.status === 200 && response.body.kind === 'text'
          ? { ...response, body: { ...response.body, value: response.body.value.replace('/dash?sessionId=', '?sessionId=') } }
          : response;
      case 'getSignupDetails':
        return response.status === 200 ? { ...response, status: 202 } : response;
      case 'listSignedInDevices':
        return response.status === 200 ? { ...response, body: { kind: 'text', value: JSON.stringify(value), contentType: 'text/plain' } } : response;
      case 'validateZip':
        return response.status === 400 ? { status: 500, body: { kind: 'json', value: { success: false, errors: [{ code: 1500, message: 'zip check crashed' }] } } } : response;
      case 'updateUserName':
        return response.status === 400 ? { status: 200, body: { kind: 'json', value: { status: 'SUCCESS' } } } : response;
      default:
        return response;
    }
  };
}

/** Starts the mock server on a free port with the faults above planted in its REST answers. */
export async function startBrokenRestServer(): Promise<RunningMockServer> {
  const running = await startMockServer({ port: 0, now: runningClock() });
  // The node:http adapter calls `backend.handle` on every request, so wrapping it plants the faults
  // without touching the mocks (a test-only seam).
  running.backend.handle = plant(running.backend.handle);
  return running;
}
