/**
 * Stateful journeys from the contracts' own descriptions. Each step's answer must also keep the
 * contract; a failure names the step, what the contract promised and what came back, with the curl
 * line of the step that showed it. Journeys put things back where the API allows (a created profile
 * is deleted, a cancelled subscription is resumed) and run one at a time (exclusiveKey 'account').
 */
import { operationById } from '../../../common/openapi/contracts.ts';
import { noAnswer, UnreachableError, type HttpExchange } from '../http.ts';
import type { Check, CheckOutcome } from '../model.ts';
import { checkAgainstContract } from './exchange.ts';
import { leftBehindNote, type LiveFixtures } from './fixtures.ts';
import { failed, filedUnder, guarded, PASSED, skipped } from './outcome.ts';
import type { RequestTemplate } from './requests.ts';

type Json = Record<string, unknown>;

/** Thrown by a step to end the journey with a failure (or a skip) at that step. */
class StepStop extends Error {
  constructor(readonly outcome: CheckOutcome) {
    super('journey stopped');
  }
}

function bodyOf(exchange: HttpExchange): Json {
  const body = exchange.response.body;
  return body.kind === 'json' && typeof body.value === 'object' && body.value !== null ? (body.value as Json) : {};
}

/**
 * A journey's steps. A failure is filed under the step's operation (a journey that breaks at its create
 * step is createProfile's failure), except where a read shows an earlier step's effect missing: `blames`
 * names that step's operation (a profile list without the profile just created is createProfile's).
 */
class Journey {
  private step = 0;

  /** Sends one step, checks its answer against the contract and the step's own expectation. */
  async expect(
    description: string,
    operationId: string,
    send: () => Promise<HttpExchange>,
    expectation: {
      statuses: number[];
      holds?: (body: Json) => string | null;
      expected: string;
      /** Said after "answered {status}" when the status is not one of `statuses`. */
      meaning?: string;
      /** The operation a `holds` failure is filed under, when the read shows an earlier step's effect missing. */
      blames?: string;
    },
  ): Promise<Json> {
    this.step += 1;
    const where = `step ${this.step} (${description})`;
    const fail = (exchange: HttpExchange, message: string, blamed = operationId) => new StepStop(filedUnder(failed(exchange, `${where}: ${message}`, expectation.expected), blamed));
    let exchange: HttpExchange;
    try {
      exchange = await send();
    } catch (error) {
      if (!(error instanceof UnreachableError)) throw error;
      const outcome = noAnswer(error);
      throw new StepStop(filedUnder(outcome.status === 'failed' ? { ...outcome, failure: { ...outcome.failure, message: `${where}: ${outcome.failure.message}` } } : outcome, operationId));
    }
    const contract = checkAgainstContract(operationById(operationId), exchange.response);
    if (!contract.ok) throw fail(exchange, contract.problems[0] ?? 'the answer does not keep the contract');
    if (!expectation.statuses.includes(exchange.response.status)) {
      throw fail(exchange, `answered ${exchange.response.status}${expectation.meaning ? `: ${expectation.meaning}` : ''}`);
    }
    const body = bodyOf(exchange);
    const problem = expectation.holds?.(body) ?? null;
    if (problem) throw fail(exchange, problem, expectation.blames ?? operationId);
    return body;
  }
}

/**
 * Runs a journey, then its cleanup — after a failure too, and after an answer that never came. A cleanup
 * may return what it could not put back, in words ('' when all is well): a failure then says so, and a journey that
 * otherwise passed or was skipped fails with it, since it left the account changed.
 */
async function runJourney(body: (journey: Journey) => Promise<void>, cleanup: (outcome: CheckOutcome) => Promise<unknown> = async () => undefined): Promise<CheckOutcome> {
  let outcome: CheckOutcome = PASSED;
  try {
    await body(new Journey());
  } catch (error) {
    if (error instanceof StepStop) outcome = error.outcome;
    else if (error instanceof UnreachableError) outcome = noAnswer(error);
    else throw error;
  }
  const said = await cleanup(outcome).catch((error: unknown) => `the cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
  const problem = typeof said === 'string' ? said : '';
  if (!problem) return outcome;
  if (outcome.status === 'failed') return { ...outcome, failure: { ...outcome.failure, message: `${outcome.failure.message}; ${problem}` } };
  return { status: 'failed', failure: { message: problem, expected: 'the account left as the journey found it', actual: problem } };
}

function profileIds(body: Json): string[] {
  return Array.isArray(body.profiles) ? (body.profiles as { id?: unknown }[]).map((profile) => String(profile?.id)) : [];
}

/** Replaces an example's JSON body. */
function withBody(value: unknown): (template: RequestTemplate) => RequestTemplate {
  return (template) => ({ ...template, body: { contentType: 'application/json', value } });
}

/** The names the profile journey gives its throwaway profile (found by them when an answer lost its id). */
const JOURNEY_PROFILE_NAMES = ['Conformance journey', 'Conformance renamed', 'Conformance ghost'];

/** create a profile → it is listed → update → delete → it is gone, and the deleted id is refused. */
function profileLifecycle(fixtures: LiveFixtures) {
  let listedBefore: Set<string> | null = null;
  return runJourney(
    async (journey) => {
      const before = await journey.expect('list the profiles', 'listProfiles', () => fixtures.call('listProfiles'), { statuses: [200], expected: '200 with the profile list' });
      listedBefore = new Set(profileIds(before));
      const allowed = typeof before.additionalProfilesAllowed === 'number' ? before.additionalProfilesAllowed : null;
      if (allowed === 0) throw new StepStop(skipped('the account is at its profile cap (additionalProfilesAllowed is 0)'));
      const avatar = (await fixtures.avatarName()) ?? 'robot';
      const made = await journey.expect('create a profile', 'createProfile', () => fixtures.call('createProfile', withBody({ name: 'Conformance journey', avatar_name: avatar })), {
        statuses: [200],
        expected: '200 with the new profile',
        holds: (body) => (typeof (body.profile as Json | undefined)?.id === 'string' ? null : 'the answer carries no profile.id'),
      });
      const id = String((made.profile as Json).id);
      await journey.expect('list the profiles again', 'listProfiles', () => fixtures.call('listProfiles'), {
        statuses: [200],
        blames: 'createProfile',
        expected: `the new profile ${id} listed, and additionalProfilesAllowed lowered by one`,
        holds: (body) => {
          if (!profileIds(body).includes(id)) return `the created profile ${id} is not listed`;
          if (allowed !== null && body.additionalProfilesAllowed !== allowed - 1) return `additionalProfilesAllowed is ${String(body.additionalProfilesAllowed)}, not ${allowed - 1}`;
          return null;
        },
      });
      await journey.expect('rename it', 'updateProfile', () => fixtures.call('updateProfile', withBody({ id, name: 'Conformance renamed' })), {
        statuses: [200],
        expected: '200 with the profile as saved (the new name)',
        holds: (body) => ((body.profile as Json | undefined)?.name === 'Conformance renamed' ? null : `profile.name is ${JSON.stringify((body.profile as Json | undefined)?.name)}`),
      });
      await journey.expect('delete it', 'deleteProfile', () => fixtures.call('deleteProfile', withBody({ id })), { statuses: [200], expected: '200 SUCCESS' });
      await journey.expect('list the profiles after the delete', 'listProfiles', () => fixtures.call('listProfiles'), {
        statuses: [200],
        blames: 'deleteProfile',
        expected: `the deleted profile ${id} no longer listed, and additionalProfilesAllowed back where it was`,
        holds: (body) => {
          if (profileIds(body).includes(id)) return `the deleted profile ${id} is still listed (still served after delete)`;
          if (allowed !== null && body.additionalProfilesAllowed !== allowed) return `additionalProfilesAllowed is ${String(body.additionalProfilesAllowed)}, not ${allowed}`;
          return null;
        },
      });
      await journey.expect('delete it again', 'deleteProfile', () => fixtures.call('deleteProfile', withBody({ id })), {
        statuses: [404],
        expected: '404: a deleted profile id is unknown',
        meaning: 'the deleted profile is still served after delete',
      });
      await journey.expect('rename the deleted profile', 'updateProfile', () => fixtures.call('updateProfile', withBody({ id, name: 'Conformance ghost' })), {
        statuses: [404],
        expected: '404: a deleted profile id is unknown',
        meaning: 'the deleted profile is still served after delete',
      });
    },
    // Whatever step failed (the create itself included: its answer may break the contract after making
    // the profile), every profile the journey made is found by name and deleted.
    async (outcome) => (outcome.status === 'passed' || !listedBefore ? '' : leftBehindNote(await fixtures.removeNewProfiles(listedBefore, JOURNEY_PROFILE_NAMES))),
  );
}

/** change_email init → poll: the verification is started and polled (PENDING or SUCCESS, never 409). */
function emailChange(fixtures: LiveFixtures) {
  let scratch: string | null = null;
  return runJourney(
    async (journey) => {
      scratch = await fixtures.createScratchProfile();
      if (!scratch) throw new StepStop(skipped('could not create a throwaway profile for the email change (profile cap?)'));
      const profileId = scratch;
      const email = `conformance.${Date.now().toString(36)}@example.com`;
      await journey.expect(
        'start changing the email',
        'initEmailChange',
        () =>
          fixtures.call('initEmailChange', (template) => ({
            ...template,
            body: { contentType: 'application/json', value: { ...(template.body?.value as Json), profile_id: profileId, email, send_token: false, send_confirm_link: true } },
          })),
        {
          statuses: [200, 409],
          expected: '200 with polling_interval_seconds (a verification started), or 409 error_code 50 (a message is already on its way)',
          holds: (body) => {
            if (body.status === 'SUCCESS') return typeof body.polling_interval_seconds === 'number' ? null : 'a new email answered without polling_interval_seconds';
            return body.error_code === 50 ? null : `a 409 without error_code 50 (${JSON.stringify(body.message)})`;
          },
        },
      );
      await journey.expect('poll the verification', 'pollEmailChange', () => fixtures.call('pollEmailChange'), {
        statuses: [200],
        expected: '200 PENDING (or SUCCESS) while a verification is under way',
        holds: (body) => (body.status === 'PENDING' || body.status === 'SUCCESS' ? null : `status is ${JSON.stringify(body.status)}`),
      });
    },
    async () => {
      if (!scratch) return '';
      const why = await fixtures.deleteProfile(scratch);
      return why ? leftBehindNote([{ id: scratch, why }]) : '';
    },
  );
}

function resultOf(body: Json): Json {
  return typeof body.result === 'object' && body.result !== null ? (body.result as Json) : {};
}

/** A billing call answered 200 with `success: true`. */
const BILLING_SUCCESS = {
  statuses: [200],
  expected: '200 success',
  holds: (body: Json) => (body.success === true ? null : `success is ${String(body.success)}`),
};

/** user_details says the subscription is in `state`. */
function fsmStateIs(state: string) {
  return {
    statuses: [200],
    expected: `result.fsmState "${state}"`,
    holds: (body: Json) => (resultOf(body).fsmState === state ? null : `fsmState is ${JSON.stringify(resultOf(body).fsmState)}`),
  };
}

interface CouponTrace {
  /** The listed coupon with that token, if any. */
  listed: Json | undefined;
  /** Billing history entries of type `coupon` that name the token. */
  events: number;
}

/** What user_details shows of one coupon: its couponList entry and the billing events naming it. */
function couponTrace(body: Json, token: string): CouponTrace {
  const result = resultOf(body);
  const coupons = Array.isArray(result.couponList) ? (result.couponList as unknown[]) : [];
  const listed = coupons.find((coupon): coupon is Json => typeof coupon === 'object' && coupon !== null && String((coupon as Json).token ?? '').toLowerCase() === token);
  const events = Array.isArray(result.billingEvents) ? (result.billingEvents as unknown[]) : [];
  const named = events.filter((event) => {
    const item = typeof event === 'object' && event !== null ? (event as Json) : {};
    return item.type === 'coupon' && String(item.description ?? '').toLowerCase().includes(token);
  });
  return { listed, events: named.length };
}

/**
 * user_details → apply a coupon → user_details again: the coupon is listed as the apply answer gave it,
 * and the account shows the change (newly listed, or a new `coupon` entry in the billing history). A
 * server that only answers the contract's examples shows the same user_details both times and fails.
 */
function couponJourney(fixtures: LiveFixtures) {
  return runJourney(async (journey) => {
    const before = await journey.expect('read the user details', 'getUserDetails', () => fixtures.call('getUserDetails'), { statuses: [200], expected: '200 with the billing state' });
    const applied = await journey.expect('apply the example coupon', 'applyCoupon', () => fixtures.call('applyCoupon'), { statuses: [200], expected: '200' });
    if (applied.success !== true) {
      const code = (applied.errors as { code?: unknown }[] | undefined)?.[0]?.code;
      throw new StepStop(skipped(`the server did not accept the contract's example coupon (business failure ${String(code)}), so there is nothing to look for in user_details`));
    }
    const coupon = resultOf(applied);
    const token = String(coupon.token ?? '').toLowerCase();
    const shown = token.toUpperCase();
    const was = couponTrace(before, token);
    await journey.expect('read the user details again', 'getUserDetails', () => fixtures.call('getUserDetails'), {
      statuses: [200],
        blames: 'applyCoupon',
      expected: `result.couponList to list ${shown} as applied (the endDate the apply answer gave), and user_details to change: ${shown} newly listed, or a new coupon entry for it in billingEvents`,
      holds: (body) => {
        const now = couponTrace(body, token);
        if (!now.listed) return `couponList does not include ${shown} after applying it`;
        if (was.listed && now.events <= was.events) {
          return `user_details did not change after applying ${shown}: it was listed before, and billingEvents has no new coupon entry for it (${was.events} before, ${now.events} after)`;
        }
        if (typeof coupon.endDate === 'string' && now.listed.endDate !== coupon.endDate) {
          return `couponList lists ${shown} with endDate ${JSON.stringify(now.listed.endDate)}, but applying it answered endDate ${JSON.stringify(coupon.endDate)}`;
        }
        return null;
      },
    });
  });
}

/** depart → user_details says departing → subscribe (resume) → user_details says regular again. */
function departAndResume(fixtures: LiveFixtures) {
  let departed = false;
  let resumed = false;
  return runJourney(
    async (journey) => {
      const before = await journey.expect('read the user details', 'getUserDetails', () => fixtures.call('getUserDetails'), { statuses: [200], expected: '200' });
      const state = resultOf(before).fsmState;
      if (state !== 'regular') throw new StepStop(skipped(`the account is ${String(state)}, not regular: cancelling and resuming needs a regular subscription`));
      const plan = (resultOf(before).subscribedItems as { productId?: unknown; id?: unknown }[] | undefined)?.[0];
      await journey.expect('cancel (depart)', 'depart', () => fixtures.call('depart', withBody({ survey_submitted: false })), BILLING_SUCCESS);
      departed = true;
      await journey.expect('read the user details after cancelling', 'getUserDetails', () => fixtures.call('getUserDetails'), { ...fsmStateIs('departing'), blames: 'depart' });
      const planId = typeof plan?.productId === 'string' ? plan.productId : 'airwave-argon';
      await journey.expect('resume (subscribe)', 'subscribe', () => fixtures.call('subscribe', withBody({ subscription_plan: planId })), BILLING_SUCCESS);
      resumed = true;
      await journey.expect('read the user details after resuming', 'getUserDetails', () => fixtures.call('getUserDetails'), { ...fsmStateIs('regular'), blames: 'subscribe' });
    },
    async () => {
      if (departed && !resumed) await fixtures.call('subscribe', withBody({ subscription_plan: 'airwave-argon' }));
    },
  );
}

interface ListedItem {
  id?: unknown;
  type?: unknown;
  departingAt?: unknown;
}

function subscribedItemsOf(body: Json): ListedItem[] {
  const items = resultOf(body).subscribedItems;
  return Array.isArray(items) ? (items as unknown[]).filter((item): item is ListedItem => typeof item === 'object' && item !== null) : [];
}

/**
 * user_details → cancel an add-on extension → user_details lists it departing at the next bill date →
 * add it again → user_details lists it without a departure. Needs a regular subscription with an add-on.
 */
function addOnExtensionJourney(fixtures: LiveFixtures) {
  let removed: string | null = null;
  let restored = false;
  const product = (id: string) => withBody({ product_id: id });
  return runJourney(
    async (journey) => {
      const before = await journey.expect('read the user details', 'getUserDetails', () => fixtures.call('getUserDetails'), { statuses: [200], expected: '200' });
      const state = resultOf(before).fsmState;
      if (state !== 'regular') throw new StepStop(skipped(`the account is ${String(state)}, not regular: cancelling an add-on needs a running subscription`));
      const addOn = subscribedItemsOf(before).find((item) => item.type === 'add-on' && typeof item.id === 'string' && (item.departingAt === undefined || item.departingAt === null));
      if (!addOn) throw new StepStop(skipped('the subscription has no add-on to cancel'));
      const id = String(addOn.id);
      const billDate = (resultOf(before).nextBillDetails as Json | null | undefined)?.billDate;
      const until = typeof billDate === 'string' ? billDate.slice(0, 10) : null;
      await journey.expect(`cancel the add-on extension of ${id}`, 'removeAddonExtension', () => fixtures.call('removeAddonExtension', product(id)), BILLING_SUCCESS);
      removed = id;
      await journey.expect('read the user details after cancelling it', 'getUserDetails', () => fixtures.call('getUserDetails'), {
        statuses: [200],
        blames: 'removeAddonExtension',
        expected: `result.subscribedItems to list ${id} with departingAt ${until ? `"${until}" (the next bill date)` : 'set'}`,
        holds: (body) => {
          const item = subscribedItemsOf(body).find((candidate) => candidate.id === id);
          if (!item) return `subscribedItems no longer lists ${id}: a cancelled add-on stays until the next bill date`;
          if (typeof item.departingAt !== 'string') return `${id} is still listed without departingAt after cancelling it (departingAt is ${JSON.stringify(item.departingAt)})`;
          if (until && item.departingAt !== until) return `${id} departs on ${item.departingAt}, not on the next bill date ${until}`;
          return null;
        },
      });
      await journey.expect(`add ${id} again`, 'addProduct', () => fixtures.call('addProduct', product(id)), BILLING_SUCCESS);
      restored = true;
      await journey.expect('read the user details after adding it again', 'getUserDetails', () => fixtures.call('getUserDetails'), {
        statuses: [200],
        blames: 'addProduct',
        expected: `result.subscribedItems to list ${id} without departingAt`,
        holds: (body) => {
          const item = subscribedItemsOf(body).find((candidate) => candidate.id === id);
          if (!item) return `subscribedItems does not list ${id} after adding it again`;
          return item.departingAt === undefined || item.departingAt === null ? null : `${id} still departs on ${String(item.departingAt)}`;
        },
      });
    },
    async () => {
      if (removed && !restored) await fixtures.call('addProduct', product(removed));
    },
  );
}

export function journeyChecks(fixtures: LiveFixtures): Check[] {
  const journey = (
    contract: Check['contract'],
    operation: string,
    path: string,
    tag: string,
    title: string,
    run: () => Promise<CheckOutcome>,
  ): Check => ({
    id: `${contract}/${operation}/journey`,
    contract,
    kind: 'journey',
    operation,
    target: path,
    tags: [tag],
    title,
    exclusiveKey: 'account',
    run: () => guarded(run),
  });
  return [
    journey('profile', 'deleteProfile', 'POST /user/profiles/create.json → list → update → delete', 'profiles', 'creates, lists, renames and deletes a profile, then refuses the deleted id', () => profileLifecycle(fixtures)),
    journey('profile', 'initEmailChange', 'POST /user/change_email/init → POST /user/change_email/poll', 'sign-in', 'starts an email change and polls it', () => emailChange(fixtures)),
    journey('billing', 'applyCoupon', 'GET /billing/user_details → POST /billing/apply_coupon → GET /billing/user_details', 'coupons', 'applies a coupon, and user_details changes to show it', () => couponJourney(fixtures)),
    journey('billing', 'subscribe', 'POST /billing/depart → POST /billing/subscribe → GET /billing/user_details', 'subscription', 'cancels and resumes the subscription, and user_details follows', () => departAndResume(fixtures)),
    journey('billing', 'removeAddonExtension', 'POST /billing/remove_addon_extension → GET /billing/user_details → POST /billing/add_product', 'subscription', 'cancels an add-on extension, user_details lists it departing at the next bill date, and adding it again keeps it', () => addOnExtensionJourney(fixtures)),
  ];
}
