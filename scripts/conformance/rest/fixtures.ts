/**
 * Live values from the server under test that requests need: the ids of real profiles (in place of
 * the contract's example ids `prf_jordan`, `prf_sam`, …), an avatar name the server knows, a DRM token
 * from a real manifest call, and throwaway profiles for operations that change or delete one. Each
 * lookup is made once per run; a lookup that fails falls back to the contract's example (the check
 * then reports whatever the server answers to it).
 */
import { operationById, resolved } from '../../../common/openapi/contracts.ts';
import { send, type HttpExchange, type HttpRequest } from '../http.ts';
import type { Target } from '../model.ts';
import { toHttpRequest } from './exchange.ts';
import { validRequests, type RequestTemplate } from './requests.ts';

export type ProfileRole = 'primary' | 'other';

interface ListedProfile {
  id: string;
  name?: unknown;
  primary?: boolean;
  loggedIn?: boolean;
}

export interface LiveProfiles {
  primary: string | null;
  loggedIn: string | null;
  others: string[];
  additionalProfilesAllowed: number | null;
  /** Every listed profile's id and name. */
  listed: { id: string; name: string | null }[];
}

/** A throwaway profile the checker made and could not delete again, and why. */
export interface LeftBehind {
  id: string;
  why: string;
}

/** "; the throwaway profile … was left behind: …", for a failure message; '' when nothing was. */
export function leftBehindNote(left: readonly LeftBehind[]): string {
  if (left.length === 0) return '';
  const what = left.map((profile) => `${profile.id} (${profile.why})`).join(', ');
  return left.length === 1 ? `the throwaway profile ${what} could not be deleted again` : `the throwaway profiles ${what} could not be deleted again`;
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
        listed: profiles.map((profile) => ({ id: profile.id, name: typeof profile.name === 'string' ? profile.name : null })),
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

  /** A cast receiver's session token, issued with the session cookie (`createSessionToken`); null when none is. */
  sessionToken(): Promise<string | null> {
    return this.once('sessionToken', async () => {
      const body = jsonOf(await this.call('createSessionToken'));
      return typeof body?.sessionToken === 'string' ? body.sessionToken : null;
    });
  }

  /** The ids of the profiles listed right now; null when the list cannot be read. */
  async profileIds(): Promise<Set<string> | null> {
    const profiles = await this.profiles();
    return profiles ? new Set(profiles.listed.map((profile) => profile.id)) : null;
  }

  /**
   * Creates a throwaway profile; null when the server will not (at the profile cap, say). When the
   * create's answer carries no usable id (an undocumented status, a broken body, no answer at all) the
   * server may have made the profile anyway: it is looked for by name and deleted again.
   */
  async createScratchProfile(name = SCRATCH_PROFILE_NAME): Promise<string | null> {
    const avatar = await this.avatarName();
    const before = await this.profileIds();
    try {
      const exchange = await this.call('createProfile', (template) => ({
        ...template,
        body: { contentType: 'application/json', value: { name, avatar_name: avatar ?? 'robot' } },
      }));
      const profile = jsonOf(exchange)?.profile as { id?: unknown } | undefined;
      if (exchange.response.status === 200 && typeof profile?.id === 'string') return profile.id;
    } catch {
      // No answer: the profile may still have been made.
    }
    if (before) await this.removeNewProfiles(before, [name]);
    return null;
  }

  /** Deletes a profile; null when it is gone, else why it could not be deleted. */
  async deleteProfile(id: string): Promise<string | null> {
    try {
      const exchange = await this.call('deleteProfile', (template) => ({ ...template, body: { contentType: 'application/json', value: { id } } }));
      const { status } = exchange.response;
      return status === 200 || status === 404 ? null : `deleteProfile answered ${status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /**
   * Deletes every profile named one of `names` that is not among `before` (the ids listed before a
   * journey or example began): what a check made, even when the answer that made it never said so.
   * Returns the ones that could not be deleted.
   */
  async removeNewProfiles(before: ReadonlySet<string>, names: readonly string[]): Promise<LeftBehind[]> {
    const now = await this.profiles();
    if (!now) return [];
    const made = now.listed.filter((profile) => !before.has(profile.id) && profile.name !== null && names.includes(profile.name));
    const left: LeftBehind[] = [];
    for (const profile of made) {
      const why = await this.deleteProfile(profile.id);
      if (why) left.push({ id: profile.id, why });
    }
    return left;
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
