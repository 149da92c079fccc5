/**
 * Positive checks: each documented request example (or a generated valid request) is sent with live
 * ids and tokens; the answer's status must be documented for the operation, its content type
 * documented for that status and its body valid against the schema. A 400 or 401 to a request the
 * contract calls valid, or any 5xx, is a failure too: the server refused or failed on good input.
 */
import type { OperationInfo } from '../../../common/openapi/contracts.ts';
import { send, type HttpResponse } from '../http.ts';
import type { Check, CheckOutcome, Target } from '../model.ts';
import { checkAgainstContract, toHttpRequest } from './exchange.ts';
import { billingSnapshot, exampleProfilesIn, replaceValue, restoreBilling, type LiveFixtures } from './fixtures.ts';
import { failed, guarded, PASSED, skipped } from './outcome.ts';
import { operationTarget, validRequests, type RequestTemplate } from './requests.ts';

/** Operations whose example changes or removes a non-primary profile: they get a throwaway one. */
const THROWAWAY_PROFILE_OPERATIONS = new Set(['updateProfile', 'deleteProfile', 'initEmailChange', 'initMobileNumberChange']);

/** Puts back what an example changed; `response` is null when the example got no answer. */
type AfterHook = (response: HttpResponse | null) => Promise<void>;

interface Prepared {
  template: RequestTemplate;
  after: AfterHook[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fills live values into an example so it means on this server what it means in the contract, and
 * says how to put things back afterwards (journeys and examples leave the server as they found it
 * where the API allows: a created profile is deleted, a profile switch is switched back).
 */
async function prepare(operation: OperationInfo, original: RequestTemplate, fixtures: LiveFixtures): Promise<Prepared | string> {
  const template = structuredClone(original);
  const after: AfterHook[] = [];
  if (operation.security.drmToken) {
    const token = await fixtures.drmToken();
    if (token) template.headers['x-auth-token'] = token;
  }
  const body = template.body;
  if (body && isRecord(body.value) && typeof body.value.avatar_name === 'string') {
    const avatar = await fixtures.avatarName();
    if (avatar) body.value.avatar_name = avatar;
  }
  for (const reference of exampleProfilesIn(template)) {
    let live: string | null | undefined;
    if (reference.role === 'primary') {
      live = (await fixtures.initialProfiles())?.primary;
    } else if (THROWAWAY_PROFILE_OPERATIONS.has(operation.operationId)) {
      live = await fixtures.createScratchProfile();
      if (!live) return 'could not create a throwaway profile to use (the account may be at its profile cap)';
      const scratch = live;
      after.push(async () => {
        await fixtures.deleteProfile(scratch);
      });
    } else {
      live = (await fixtures.initialProfiles())?.others[0];
    }
    if (live && template.body) template.body.value = replaceValue(template.body.value, reference.id, live);
  }
  if (operation.operationId === 'switchProfile') {
    const before = (await fixtures.profiles())?.loggedIn;
    if (before) after.push(() => fixtures.switchProfile(before));
  }
  if (operation.contract === 'billing' && operation.method !== 'GET') {
    const before = await billingSnapshot(fixtures);
    if (before) after.push(() => restoreBilling(fixtures, before));
  }
  if (operation.operationId === 'updateUserName') {
    const current = await fixtures.call('getCurrentUser').catch(() => null);
    const body = current?.response.body;
    const user = body?.kind === 'json' && isRecord(body.value) && isRecord(body.value.user) ? body.value.user : null;
    if (user && typeof user.name === 'string' && user.name !== '') {
      const name = user.name;
      after.push(async () => {
        await fixtures.call('updateUserName', (request) => ({ ...request, body: { contentType: 'application/json', value: { name } } }));
      });
    }
  }
  if (operation.operationId === 'createProfile') {
    // What the example made is deleted again, found by its name when the answer does not say (a broken body, a lost answer).
    const before = await fixtures.profileIds();
    const name = isRecord(template.body?.value) && typeof template.body.value.name === 'string' ? template.body.value.name : null;
    after.push(async (response) => {
      const created = response?.body.kind === 'json' && isRecord(response.body.value) ? response.body.value.profile : undefined;
      if (response?.status === 200 && isRecord(created) && typeof created.id === 'string') await fixtures.deleteProfile(created.id);
      else if (before && name !== null) await fixtures.removeNewProfiles(before, [name]);
    });
  }
  return { template, after };
}

function documentedStatuses(operation: OperationInfo): string {
  return operation.statuses.join(', ');
}

async function runPositive(target: Target, operation: OperationInfo, template: RequestTemplate, fixtures: LiveFixtures, signal: AbortSignal): Promise<CheckOutcome> {
  const prepared = await prepare(operation, template, fixtures);
  if (typeof prepared === 'string') return skipped(prepared);
  // The hooks run even when no answer came: the request may still have made a profile or changed the plan.
  let answered: HttpResponse | null = null;
  try {
    const exchange = await send(target, toHttpRequest(target, operation, prepared.template), signal);
    const { response } = exchange;
    answered = response;
    const contract = checkAgainstContract(operation, response);
    const expected = `a documented status (${documentedStatuses(operation)}), its documented content type and a body valid against its schema`;
    if (!contract.ok) {
      const more = contract.problems.length > 1 ? ` (and ${contract.problems.length - 1} more: ${contract.problems.slice(1, 4).join('; ')})` : '';
      return failed(exchange, `${contract.problems[0] ?? 'the answer does not match the contract'}${more}`, expected);
    }
    if (response.status >= 500) {
      return failed(exchange, `answered ${response.status} (a server error) to a request the contract documents as valid`, 'a non-5xx answer');
    }
    if (response.status === 400) {
      return failed(exchange, `refused a request the contract documents as valid with 400`, 'the request to be accepted (2xx, or a documented business failure)');
    }
    if (response.status === 401) {
      const why = Object.keys(target.cookies).length === 0 ? 'no --cookie was given' : 'are the --cookie credentials valid?';
      return failed(exchange, `answered 401: the request was not signed in (${why})`, 'the signed-in answer');
    }
    return PASSED;
  } finally {
    for (const hook of prepared.after) await hook(answered).catch(() => undefined);
  }
}

export function positiveChecks(target: Target, operation: OperationInfo, fixtures: LiveFixtures, tag: string): Check[] {
  // Examples that change the account run one at a time, and after the journeys (plan order).
  const changesAccount = operation.method !== 'GET' && operation.contract !== 'playback';
  return validRequests(operation).map((template, index) => ({
    id: `${operation.contract}/${operation.operationId}/positive/${index}`,
    contract: operation.contract,
    kind: 'positive' as const,
    operation: operation.operationId,
    target: operationTarget(operation),
    tags: [tag],
    title: `answers ${template.label} as documented`,
    ...(changesAccount ? { exclusiveKey: 'account' } : {}),
    run: ({ signal }) => guarded(() => runPositive(target, operation, template, fixtures, signal)),
  }));
}
