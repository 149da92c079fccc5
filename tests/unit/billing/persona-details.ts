import type { UserDetails } from '../../../app/features/billing/logic/types.ts';
import { createMockBackend } from '../../../mocks/backend.ts';
import { SESSION_COOKIE } from '../../../mocks/core/exchange.ts';
import type { PersonaId } from '../../../mocks/scenarios/personas.ts';
import { TEST_NOW } from '../../support/clock.ts';

/** A mock persona's GET /billing/user_details result at the test instant, as the account page reads it. */
export async function userDetails(persona: PersonaId): Promise<UserDetails> {
  const backend = createMockBackend({ persona, now: () => TEST_NOW });
  const origin = 'http://airwave.test';
  const response = await backend.handle({ method: 'GET', origin, path: '/billing/user_details', query: new URLSearchParams(), headers: {}, cookies: { [SESSION_COOKIE]: 'billing-rules' }, body: undefined });
  if (!response || response.body.kind !== 'json') throw new Error(`No JSON user details for ${persona}`);
  const text = response.body.encoded ? new TextDecoder().decode(response.body.encoded) : JSON.stringify(response.body.value);
  const envelope = JSON.parse(text) as { result?: UserDetails };
  if (!envelope.result) throw new Error(`No user details for ${persona}: ${text}`);
  return envelope.result;
}
