import type { SignupDetails, UpgradeDetails, UserDetails } from '../../../app/features/billing/core/logic/types.ts';
import { createMockBackend } from '../../../mocks/backend.ts';
import { SESSION_COOKIE } from '../../../mocks/core/exchange.ts';
import type { PersonaId } from '../../../mocks/scenarios/personas.ts';
import { TEST_NOW } from '../../support/clock.ts';

/** A billing call's `result` for a mock persona at the test instant, from a mock world of its own (a GET, or a POST of `body`). */
async function personaResult<Result>(persona: PersonaId, path: string, body?: unknown): Promise<Result> {
  const backend = createMockBackend({ persona, now: () => TEST_NOW });
  const origin = 'http://airwave.test';
  const method = body === undefined ? 'GET' : 'POST';
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  const response = await backend.handle({ method, origin, path, query: new URLSearchParams(), headers, cookies: { [SESSION_COOKIE]: 'billing-rules' }, body });
  if (!response || response.body.kind !== 'json') throw new Error(`No JSON answer to ${path} for ${persona}`);
  const text = response.body.encoded ? new TextDecoder().decode(response.body.encoded) : JSON.stringify(response.body.value);
  const envelope = JSON.parse(text) as { result?: Result };
  if (!envelope.result) throw new Error(`No result from ${path} for ${persona}: ${text}`);
  return envelope.result;
}

/** A mock persona's GET /billing/user_details result, as the account page reads it. */
export function userDetails(persona: PersonaId): Promise<UserDetails> {
  return personaResult(persona, '/billing/user_details');
}

/** A mock persona's GET /billing/signup_details result, as the overlay and the reactivation page read it. */
export function signupDetails(persona: PersonaId): Promise<SignupDetails> {
  return personaResult(persona, '/billing/signup_details');
}

/** What a mock persona's account is quoted for these products (POST /billing/upgrade_details, each to true), as Checkout and Resume read it. */
export function upgradeDetails(persona: PersonaId, productIds: readonly string[]): Promise<UpgradeDetails> {
  return personaResult(persona, '/billing/upgrade_details', Object.fromEntries(productIds.map((id) => [id, true])));
}
