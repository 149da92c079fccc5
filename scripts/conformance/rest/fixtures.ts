/**
 * Live values from the server under test that requests need: the ids of real profiles (in place of
 * the contract's example ids `prf_jordan`, `prf_sam`, …), an avatar name the server knows, a DRM token
 * from a real manifest call, and throwaway profiles for operations that change or delete one. Each
 * lookup is made once per run; a lookup that fails falls back to the contract's example (the check
 * then reports whatever the server answers to it).
 */
import { operationById, resolved, type OperationInfo } from '../../../common/openapi/contracts.ts';
import { send, type HttpExchange, type HttpRequest } from '../http.ts';
import type { Target } from '../model.ts';
import { toHttpRequest } from './exchange.ts';
import { validRequests, type RequestTemplate } from './requests.ts';

export type ProfileRole = 'primary' | 'other';

interface ListedProfile {
  id: string;
  primary?: boolean;
  loggedIn?: boolean;
}

export interface LiveProfiles {
  primary: string | null;
  loggedIn: string | null;
  others: string[];
  additionalProfilesAllowed: number | null;
}

function jsonOf(exchange: HttpExchange): Record<string, unknown> | null {
  const body = exchange.response.body;
  return body.kind === 'json' && typeof body.value === 'object' && body.value !== null ? (body.value as Record<string, unknown>) : null;
}

/** The contract's own example profiles and which of them is the primary one (from listProfiles' example). */
function exampleProfileRoles(): Map<string, ProfileRole> {
  const roles = new Map<string, ProfileRole>();
  const operation = operationById('listProfiles');
  const media = resolved<{ content?: Record<string, { examples?: Record<string, { value?: { profiles?: ListedProfile[] } }> }> }>(
    operation.contract,
    [...operation.pointer, 'responses', '200'],
  ).value.content?.['application/json'];
  for (const example of Object.values(media?.examples ?? {})) {
    for (const profile of example.value?.profiles ?? []) roles.set(profile.id, profile.primary ? 'primary' : 'other');
  }
  return roles;
}

export const EXAMPLE_PROFILE_ROLES = exampleProfileRoles();

/** A name no real profile has, so a throwaway profile is easy to spot if a run is interrupted. */
export const SCRATCH_PROFILE_NAME = 'Conformance check';

export class LiveFixtures {
  private readonly memo = new Map<string, Promise<unknown>>();

  /** `signal` is the run's: a stopped run cuts off the lookups and journey steps in flight too. */
  constructor(
    private readonly target: Target,
    private readonly signal?: AbortSignal,
  ) {}

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let value = this.memo.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load().catch(() => null as T);
      this.memo.set(key, value);
    }
    return value;
  }

  /** Sends an operation's documented example with some fields replaced. */
  async call(operationId: string, change: (template: RequestTemplate) => RequestTemplate = (template) => template, request: Partial<HttpRequest> = {}): Promise<HttpExchange> {
    const operation = operationById(operationId);
    const template = validRequests(operation)[0];
    if (!template) throw new Error(`No request template for ${operationId}`);
    return send(this.target, toHttpRequest(this.target, operation, change(structuredClone(template)), request), this.signal);
  }

  /** GETs a URL an answer named (a manifest's media), without the cookies when it is on another origin than the playback API. */
  async fetchUrl(url: string): Promise<HttpExchange> {
    const api = this.target.rest?.playback;
    const sameOrigin = api !== undefined && new URL(url).origin === new URL(api).origin;
    return send(this.target, { method: 'GET', url, withoutCookies: !sameOrigin }, this.signal);
  }

  /** The server's profiles right now (not cached: journeys read them before and after a change). */
  async profiles(): Promise<LiveProfiles | null> {
    try {
      const exchange = await this.call('listProfiles');
      const body = jsonOf(exchange);
      if (exchange.response.status !== 200 || !body || !Array.isArray(body.profiles)) return null;
      const profiles = (body.profiles as ListedProfile[]).filter((profile) => typeof profile?.id === 'string');
      return {
        primary: profiles.find((profile) => profile.primary === true)?.id ?? null,
        loggedIn: profiles.find((profile) => profile.loggedIn === true)?.id ?? null,
        others: profiles.filter((profile) => profile.primary !== true).map((profile) => profile.id),
        additionalProfilesAllowed: typeof body.additionalProfilesAllowed === 'number' ? body.additionalProfilesAllowed : null,
      };
    } catch {
      return null;
    }
  }

  /** The profiles as first seen in this run (for substituting ids into examples). */
  initialProfiles(): Promise<LiveProfiles | null> {
    return this.once('profiles', () => this.profiles());
  }

  avatarName(): Promise<string | null> {
    return this.once('avatar', async () => {
      const body = jsonOf(await this.call('listAvatars'));
      const avatars = Array.isArray(body?.avatars) ? (body.avatars as { name?: unknown }[]) : [];
      const name = avatars.find((avatar) => typeof avatar?.name === 'string')?.name;
      return typeof name === 'string' ? name : null;
    });
  }

  /** A DRM token from the contract's example manifest request (license calls need a live one). */
  drmToken(): Promise<string | null> {
    return this.once('drmToken', async () => {
      const body = jsonOf(await this.call('getManifest'));
      const drm = body?.drm as { drmToken?: unknown } | undefined;
      return typeof drm?.drmToken === 'string' ? drm.drmToken : null;
    });
  }

  /** Creates a throwaway profile; null when the server will not (at the profile cap, say). */
  async createScratchProfile(name = SCRATCH_PROFILE_NAME): Promise<string | null> {
    const avatar = await this.avatarName();
    try {
      const exchange = await this.call('createProfile', (template) => ({
        ...template,
        body: { contentType: 'application/json', value: { name, avatar_name: avatar ?? 'robot' } },
      }));
      const profile = jsonOf(exchange)?.profile as { id?: unknown } | undefined;
      return exchange.response.status === 200 && typeof profile?.id === 'string' ? profile.id : null;
    } catch {
      return null;
    }
  }

  async deleteProfile(id: string): Promise<void> {
    await this.call('deleteProfile', (template) => ({ ...template, body: { contentType: 'application/json', value: { id } } })).catch(() => undefined);
  }

  async switchProfile(id: string): Promise<void> {
    await this.call('switchProfile', (template) => ({ ...template, body: { contentType: 'application/json', value: { id } } })).catch(() => undefined);
  }
}

/** What a billing example may change and the API can put back. */
export interface BillingSnapshot {
  fsmState: unknown;
  plan: string | null;
  addons: string[];
  hasPaymentMethod: boolean;
}

interface SubscribedItem {
  id?: unknown;
  type?: unknown;
  departingAt?: unknown;
}

export async function billingSnapshot(fixtures: LiveFixtures): Promise<BillingSnapshot | null> {
  try {
    const body = jsonOf(await fixtures.call('getUserDetails'));
    const result = body?.result as { fsmState?: unknown; hasPaymentMethod?: unknown; subscribedItems?: SubscribedItem[] } | undefined;
    if (!result) return null;
    const items = Array.isArray(result.subscribedItems) ? result.subscribedItems : [];
    const plan = items.find((item) => item.type === 'plan')?.id;
    return {
      fsmState: result.fsmState,
      plan: typeof plan === 'string' ? plan : null,
      addons: items.filter((item) => item.type === 'add-on' && item.departingAt === undefined && typeof item.id === 'string').map((item) => String(item.id)).sort(),
      hasPaymentMethod: result.hasPaymentMethod === true,
    };
  } catch {
    return null;
  }
}

/**
 * Puts the subscription back the way a snapshot saw it, as far as the API allows: the payment method
 * (the contract's example card), a cancelled subscription resumed, the plan and add-ons as they were.
 */
export async function restoreBilling(fixtures: LiveFixtures, before: BillingSnapshot): Promise<void> {
  let now = await billingSnapshot(fixtures);
  if (!now) return;
  const json = (value: unknown) => (template: RequestTemplate): RequestTemplate => ({ ...template, body: { contentType: 'application/json', value } });
  if (before.hasPaymentMethod && !now.hasPaymentMethod) await fixtures.call('updatePaymentMethod').catch(() => undefined);
  if (before.fsmState === 'regular' && now.fsmState !== 'regular' && before.plan) {
    await fixtures.call('subscribe', json({ subscription_plan: before.plan })).catch(() => undefined);
  }
  now = await billingSnapshot(fixtures);
  if (!now || before.fsmState !== 'regular' || !before.plan) return;
  if (now.plan !== before.plan || now.addons.join() !== before.addons.join()) {
    await fixtures.call('updateSubscription', json({ subscription_plan: before.plan, addons: before.addons })).catch(() => undefined);
  }
}

/** Replaces every string equal to `from` (anywhere in a JSON value) with `to`. */
export function replaceValue(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((item) => replaceValue(item, from, to));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceValue(item, from, to)]));
  }
  return value;
}

/** The example profile ids a request refers to, with their roles. */
export function exampleProfilesIn(template: RequestTemplate): { id: string; role: ProfileRole }[] {
  const text = JSON.stringify([template.body?.value, template.pathParams, template.query]);
  return [...EXAMPLE_PROFILE_ROLES].filter(([id]) => text.includes(JSON.stringify(id))).map(([id, role]) => ({ id, role }));
}

export function usesDrmToken(operation: OperationInfo): boolean {
  return operation.security.drmToken;
}
