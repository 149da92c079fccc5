/**
 * The REST entry point: a route table built from the three OpenAPI documents, and `handleRest`, which
 * matches a `MockRequest`, checks credentials and input against the contract, applies the scenario's
 * faults and runs the operation's handler. Every answer uses the envelope of the contract it belongs
 * to; bad input never crashes or answers 500.
 *
 * Order: route (404 / 405) → network and unauthorized faults → session cookie or session token (401) → DRM token
 * present (401) → request validation (400) → status / billing-error / surge / profile-error / geo-fail faults
 * → handler (exceptions → the operation's documented 500). Delay faults apply to every answer of the
 * operation. The router names no operation: how each one words a refused request, a fault or a failure
 * is its contract module's (`ErrorWording`, mocks/rest/wording.ts).
 */
import type { operations as BillingOperations } from '../../generated/rest/billing.ts';
import type { operations as PlaybackOperations } from '../../generated/rest/playback.ts';
import type { operations as ProfileOperations } from '../../generated/rest/profile.ts';
import { forgetAnswers, recallAnswer, rememberAnswer, responseOf, timeKey } from '../core/answer-cache.ts';
import type { MockRequest, MockResponse } from '../core/exchange.ts';
import type { World } from '../db/world.ts';
import { faultsFor, type Fault } from '../scenarios/faults.ts';
import * as billing from './billing.ts';
import * as devices from './devices.ts';
import { loadValidators, operations, type ContractName, type HttpMethod, type OperationInfo } from '../../common/openapi/contracts.ts';
import * as playback from './playback.ts';
import * as profile from './profile.ts';
import { requestSession } from './session-token.ts';
import {
  envelopeOf,
  errorReply,
  playbackCategory,
  playbackErrorReply,
  unauthorizedReply,
  type ContractEnvelope,
} from './responses.ts';
import { envelopeWording, type ErrorWording } from './wording.ts';
import { absolutize } from './util.ts';
import { checksWithSchemas, validateRequest, type RequestIssue } from '../../common/openapi/validate-request.ts';

/** An operation: a plain function over the world. `params` holds the decoded path parameters. */
export type RestHandler = (world: World, request: MockRequest, params: Record<string, string>) => MockResponse;

export type OperationId = keyof ProfileOperations | keyof BillingOperations | keyof PlaybackOperations;

/** Every operation of the three contracts (the type makes a missing one a compile error). */
export const handlers: Record<OperationId, RestHandler> = {
  // profile.yaml
  listProfiles: profile.listProfiles,
  switchProfile: profile.switchProfile,
  listAvatars: profile.listAvatars,
  createProfile: profile.createProfile,
  updateProfile: profile.updateProfile,
  deleteProfile: profile.deleteProfile,
  initEmailChange: profile.initEmailChange,
  pollEmailChange: profile.pollEmailChange,
  resendEmailChange: profile.resendEmailChange,
  initMobileNumberChange: profile.initMobileNumberChange,
  pollMobileNumberChange: profile.pollMobileNumberChange,
  resendMobileNumberChange: profile.resendMobileNumberChange,
  confirmMobileNumberChange: profile.confirmMobileNumberChange,
  initEmailVerification: profile.initEmailVerification,
  pollEmailVerification: profile.pollEmailVerification,
  getCurrentUser: profile.getCurrentUser,
  updateUserName: profile.updateUserName,
  listSignedInDevices: devices.listSignedInDevices,
  linkSmartTv: devices.linkSmartTv,
  checkGeoFence: devices.checkGeoFence,
  // billing.yaml
  getSignupDetails: billing.getSignupDetails,
  getUserDetails: billing.getUserDetails,
  getUpgradeDetails: billing.getUpgradeDetails,
  subscribe: billing.subscribe,
  updateSubscription: billing.updateSubscription,
  addProduct: billing.addProduct,
  removeAddonExtension: billing.removeAddonExtension,
  updatePaymentMethod: billing.updatePaymentMethod,
  depart: billing.depart,
  retryPayment: billing.retryPayment,
  removePaymentMethod: billing.removePaymentMethod,
  applyCoupon: billing.applyCoupon,
  logoutDevices: devices.logoutDevices,
  getOfferDetails: billing.getOfferDetails,
  createSetupIntent: billing.createSetupIntentOperation,
  storeSubscriptionDetails: billing.storeSubscriptionDetails,
  validateZip: billing.validateZip,
  enableRadarZipCheck: billing.enableRadarZipCheck,
  // playback.yaml
  getManifest: playback.getManifest,
  getDashManifest: playback.getDashManifest,
  requestWidevineLicense: playback.requestWidevineLicense,
  requestPlayReadyLicense: playback.requestPlayReadyLicense,
  requestClearKeyLicense: playback.requestClearKeyLicense,
  requestFairPlayLicense: playback.requestFairPlayLicense,
  getFairPlayCertificate: playback.getFairPlayCertificate,
  createSessionToken: playback.createSessionToken,
};

// ---------------------------------------------------------------------------------------------------
// Route table
// ---------------------------------------------------------------------------------------------------

export interface Route {
  operation: OperationInfo;
  pattern: RegExp;
  paramNames: string[];
  handler: RestHandler;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileTemplate(template: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part);
      if (!param?.[1]) return escapeRegExp(part);
      paramNames.push(param[1]);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), paramNames };
}

function isOperationId(id: string): id is OperationId {
  return Object.prototype.hasOwnProperty.call(handlers, id);
}

export const routes: readonly Route[] = operations.map((operation) => {
  if (!isOperationId(operation.operationId)) throw new Error(`No REST handler for operation ${operation.operationId}`);
  return { operation, handler: handlers[operation.operationId], ...compileTemplate(operation.pathTemplate) };
});

/** The path prefixes the REST contracts own; anything else is left to other handlers (null). */
export const REST_PREFIXES = ['/user', '/billing', '/playback', '/geo'] as const;

export function ownsPath(path: string): boolean {
  return REST_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function envelopeForPath(path: string): ContractEnvelope {
  if (path.startsWith('/billing')) return 'billing';
  if (path.startsWith('/playback')) return 'playback';
  return 'failure';
}

/** A percent-encoded path segment decoded, or null when it is malformed (`%E0%A4%A`): answer 400, never a thrown URIError. */
export function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** The routes of each template without parameters, by its text (in the table's order): such a template matches only itself. */
const plainRoutes = new Map<string, Route[]>();
for (const route of routes) {
  if (route.paramNames.length > 0) continue;
  const same = plainRoutes.get(route.operation.pathTemplate);
  if (same) same.push(route);
  else plainRoutes.set(route.operation.pathTemplate, [route]);
}
const paramRoutes = routes.filter((route) => route.paramNames.length > 0);
const tableOrder = new Map(routes.map((route, index) => [route, index]));

/** The routes whose path template matches (any method), with their decoded path parameters. */
export function matchPath(path: string): RouteMatch[] {
  // The templates without parameters are looked up by their text (their patterns never run), then those with
  // parameters are tried; the matches come in the table's order.
  const plain = plainRoutes.get(path);
  const matches: RouteMatch[] = plain ? plain.map((route) => ({ route, params: {} })) : [];
  const plainCount = matches.length;
  for (const route of paramRoutes) {
    const found = route.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (const [index, name] of route.paramNames.entries()) {
      const value = decode(found[index + 1] ?? '');
      if (value === null) ok = false;
      else params[name] = value;
    }
    if (ok) matches.push({ route, params });
  }
  if (plainCount > 0 && matches.length > plainCount) matches.sort((a, b) => (tableOrder.get(a.route) ?? 0) - (tableOrder.get(b.route) ?? 0));
  return matches;
}

// ---------------------------------------------------------------------------------------------------
// Faults
// ---------------------------------------------------------------------------------------------------

/** Who words an operation's errors, by contract, before its envelope's own wording (mocks/rest/wording.ts). */
const WORDINGS: Record<ContractName, readonly ErrorWording[]> = {
  profile: [devices.devicesWording, profile.profileWording],
  billing: [billing.billingWording],
  playback: [playback.playbackWording],
};

function totalDelay(faults: readonly Fault[]): number {
  return faults.reduce((sum, fault) => sum + (fault.kind === 'delay' ? Math.max(0, fault.ms) : 0), 0);
}

/** How long a `timeout` fault holds the request before the connection drops (the longest), or null without one. */
export function heldFor(faults: readonly Fault[]): number | null {
  return faults.reduce<number | null>((longest, fault) => (fault.kind === 'timeout' ? Math.max(longest ?? 0, fault.ms) : longest), null);
}

/** A fault that answers instead of the handler, or null. */
function faultReply(world: World, operation: OperationInfo, faults: readonly Fault[], request: MockRequest): MockResponse | null {
  for (const fault of faults) {
    if (fault.kind === 'status' && (fault.status < 400 || fault.status > 599)) continue;
    for (const wording of WORDINGS[operation.contract]) {
      const reply = wording.faultReply?.(world, operation, fault, request);
      if (reply) return reply;
    }
    const reply = envelopeWording.faultReply(world, operation, fault);
    if (reply) return reply;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Validation and failures
// ---------------------------------------------------------------------------------------------------

function badRequest(operation: OperationInfo, issue: RequestIssue): MockResponse {
  for (const wording of WORDINGS[operation.contract]) {
    const reply = wording.validationError?.(operation, issue);
    if (reply) return reply;
  }
  return envelopeWording.validationError(operation, issue);
}

function serverError(operation: OperationInfo, error: unknown): MockResponse {
  const message = `Mock handler failed: ${error instanceof Error ? error.message : String(error)}`;
  for (const wording of WORDINGS[operation.contract]) {
    const reply = wording.serverError?.(operation, message);
    if (reply) return reply;
  }
  return envelopeWording.serverError(operation, message);
}

function finish(request: MockRequest, response: MockResponse, delayMs: number): MockResponse {
  let result = response;
  if (result.body.kind === 'json') result = { ...result, body: { kind: 'json', value: absolutize(result.body.value, request.origin) } };
  return delayMs > 0 ? { ...result, delayMs } : result;
}

function isNavigation(request: MockRequest): boolean {
  return request.method.toUpperCase() === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/**
 * The contract's error body for a REST request refused before its operation is reached (a body over
 * the size limit, a malformed Host header): the envelope of the operation at that path and method (or
 * of the path's contract), or null outside the REST contracts.
 */
export function refusalAt(method: string, path: string, status: number, message: string): MockResponse | null {
  if (!ownsPath(path)) return null;
  const matches = matchPath(path);
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const operation = (matches.find((candidate) => candidate.route.operation.method === wanted) ?? matches[0])?.route.operation;
  if (operation) return errorReply(envelopeOf(operation), status, message, { category: playbackCategory(operation) });
  return errorReply(envelopeForPath(path), status, message, { category: request404Category(path) });
}

function request404Category(path: string) {
  return path.startsWith('/playback/manifest') ? 'MANIFEST' : 'DRM';
}

// ---------------------------------------------------------------------------------------------------
// handleRest
// ---------------------------------------------------------------------------------------------------

/**
 * Answers a REST request of the profile, billing or playback contract from the world, or returns null
 * when the path is outside `/user`, `/billing`, `/playback` and `/geo` (and for CORS preflights and
 * browser navigations to app routes such as `/billing/subscribe/{rootUserId}`). The contracts' validators are loaded
 * with the first request whose check reads a schema (contracts.ts: none is answered without); the app's geo check at
 * start reads none.
 */
export async function handleRest(world: World, request: MockRequest): Promise<MockResponse | null> {
  const method = request.method.toUpperCase();
  if (!ownsPath(request.path) || method === 'OPTIONS') return null;
  const matches = matchPath(request.path);
  if (matches.length === 0) {
    if (isNavigation(request)) return null;
    const envelope = envelopeForPath(request.path);
    return errorReply(envelope, 404, `No operation at ${method} ${request.path}`, { category: request404Category(request.path) });
  }
  const wanted = (method === 'HEAD' ? 'GET' : method) as HttpMethod;
  const match = matches.find((candidate) => candidate.route.operation.method === wanted);
  if (!match) {
    const first = matches[0]?.route.operation;
    const allow = [...new Set(matches.map((candidate) => candidate.route.operation.method))].join(', ');
    if (!first) return null;
    return errorReply(envelopeOf(first), 405, `Method ${method} is not allowed at ${request.path}; use ${allow}`, {
      category: playbackCategory(first),
      headers: { allow },
    });
  }

  const { route, params } = match;
  const operation = route.operation;
  const envelope = envelopeOf(operation);
  const category = playbackCategory(operation);
  const faults = faultsFor(world.faults, operation.operationId);
  const delayMs = totalDelay(faults);

  const dropped = faults.some((fault) => fault.kind === 'network') ? 0 : heldFor(faults);
  if (dropped !== null) {
    const heldMs = delayMs + dropped;
    return { status: 503, body: { kind: 'empty' }, networkError: true, ...(heldMs > 0 ? { delayMs: heldMs } : {}) };
  }
  if (operation.security.sessionCookie) {
    // The cookie, or where the operation takes it (a receiver's call) the sender's session token.
    const signedIn = requestSession(world, request, operation.security.sessionToken) !== null;
    if (!signedIn || faults.some((fault) => fault.kind === 'unauthorized')) {
      return finish(request, unauthorizedReply(envelope, category), delayMs);
    }
  }
  if (operation.security.drmToken && !request.headers['x-auth-token']) {
    return finish(request, playbackErrorReply('DRM_TOKEN_INVALID', 'DRM', 'The X-Auth-Token header is missing.'), delayMs);
  }
  if (checksWithSchemas(operation)) await loadValidators();
  const checked = validateRequest(operation, request, params);
  if (!checked.ok) return finish(request, badRequest(operation, checked.issue), delayMs);

  const faulted = faultReply(world, operation, faults, request);
  if (faulted) return finish(request, faulted, delayMs);

  const key = MEMOISED_READS.has(operation.operationId)
    ? [operation.operationId, request.origin, request.path, request.query.toString(), timeKey(world)].join('\u0000')
    : undefined;
  const recalled = key === undefined ? undefined : recallAnswer(world, key);
  if (recalled) return withDelay(responseOf(recalled), delayMs);

  let response: MockResponse;
  try {
    response = route.handler(world, request, params);
  } catch (error) {
    response = serverError(operation, error);
  }
  const finished = finish(request, response, delayMs);
  if (key === undefined) {
    forgetAnswers(world);
    return finished;
  }
  if (finished.status !== 200 || finished.body.kind !== 'json') return finished;
  const stored = rememberAnswer(world, key, { status: finished.status, ...(finished.headers ? { headers: finished.headers } : {}), text: JSON.stringify(finished.body.value) });
  return withDelay(responseOf(stored), delayMs);
}

/**
 * Reads whose answer is a function of the world, the path and query, the origin and the clock alone
 * (their handlers change nothing): memoised per world (core/answer-cache.ts). Any other operation
 * empties the world's memoised answers once it has run.
 */
const MEMOISED_READS = new Set<string>(['getUserDetails'] satisfies OperationId[]);

function withDelay(response: MockResponse, delayMs: number): MockResponse {
  return delayMs > 0 ? { ...response, delayMs } : response;
}
