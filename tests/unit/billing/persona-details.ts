import type { SignupDetails, UserDetails } from '../../../app/features/billing/core/logic/types.ts';
import { createMockBackend } from '../../../mocks/backend.ts';
import { SESSION_COOKIE } from '../../../mocks/core/exchange.ts';
import type { PersonaId } from '../../../mocks/scenarios/personas.ts';
import { TEST_NOW } from '../../support/clock.ts';

/** A billing GET's `result` for a mock persona at the test instant, from a mock world of its own. */
async function personaResult<Result>(persona: PersonaId, path: string): Promise<Result> {
  const backend = createMockBackend({ persona, now: () => TEST_NOW });
  const origin = 'http://airwave.test';
  const response = await backend.handle({ method: 'GET', origin, path, query: new URLSearchParams(), headers: {}, cookies: { [SESSION_COOKIE]: 'billing-rules' }, body: undefined });
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
