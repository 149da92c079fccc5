/**
 * The billing area's REST calls, one function each, on the billing response rule (app/api/rest/billing-outcome.ts):
 * every answer, error envelope and network failure comes back as a typed outcome with the text to show.
 */
import { billingCall } from '../../../api/rest/billing-outcome.ts';
import type { RestClients } from '../../../api/rest/clients.ts';
import type { DepartRequest } from '../logic/cancel-survey.ts';
import type { PlanId, UserDetails } from '../logic/types.ts';
import { BILLING_ACTION_FAILURES } from '../texts.ts';

export const loadUserDetails = (clients: RestClients) =>
  billingCall<UserDetails>(() => clients.billing.GET('/billing/user_details'), BILLING_ACTION_FAILURES.loadAccount);

/** Cancels the subscription (it runs until the next bill date), with the survey's answers when given. */
export const departSubscription = (clients: RestClients, body: DepartRequest) =>
  billingCall(() => clients.billing.POST('/billing/depart', { body }), BILLING_ACTION_FAILURES.cancel);

/** Resumes a departing subscription on its plan, with the payment method on file. */
export const resumeSubscription = (clients: RestClients, plan: PlanId) =>
  billingCall(() => clients.billing.POST('/billing/subscribe', { body: { subscription_plan: plan } }), BILLING_ACTION_FAILURES.resume);
