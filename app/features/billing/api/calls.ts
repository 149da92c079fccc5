/**
 * The billing area's REST calls, one function each, on the billing response rule (app/api/rest/billing-outcome.ts):
 * every answer, error envelope and network failure comes back as a typed outcome with the text to show.
 */
import { billingCall } from '../../../api/rest/billing-outcome.ts';
import type { RestClients } from '../../../api/rest/clients.ts';
import type { UserDetails } from '../logic/types.ts';
import { BILLING_ACTION_FAILURES } from '../texts.ts';

export const loadUserDetails = (clients: RestClients) =>
  billingCall<UserDetails>(() => clients.billing.GET('/billing/user_details'), BILLING_ACTION_FAILURES.loadAccount);
