import { PRODUCT_NAME } from '../../../../../common/product.ts';
import type { BillingOutcome } from '../../../../api/rest/billing-outcome.ts';
import { BILLER_NAMES, isExternalBiller } from './account-actions.ts';
import type { Biller, BillingFsmState, PlanId, ProductItem } from './types.ts';

/**
 * The unavailable-package billing descriptor: a billing answer saying the package cannot be had (an add-on
 * that is not available, or an option the account's biller cannot bill) opens a modal naming the code;
 * a descriptor opened without a code names 107.
 */
export const UNAVAILABLE_PACKAGE_DEFAULT_CODE = 107;
export const ADD_ON_UNAVAILABLE = 1262;
export const OPTION_INVALID_FOR_BILLER = 1276;

/** The code the descriptor names for this answer, or null when the answer does not open it. */
export function unavailablePackageCode(outcome: BillingOutcome<unknown>): number | null {
  if (outcome.kind !== 'failure') return null;
  return outcome.code === ADD_ON_UNAVAILABLE || outcome.code === OPTION_INVALID_FOR_BILLER ? outcome.code : null;
}

/** The descriptor's text in its three parts: the middle one is the support link. */
export function unavailablePackageText(code: number = UNAVAILABLE_PACKAGE_DEFAULT_CODE): { before: string; link: string; after: string } {
  return { before: 'This content is unavailable on your subscription. ', link: 'Contact support', after: ` (code: ${code})` };
}

/**
 * The descriptors an action meets before it goes ahead. 'Cancel my subscription' and Reactivate are the
 * actions some accounts must first read something about:
 * - provider-managed: an externally billed account (an app store, a streaming device maker) pays that
 *   provider, so a cancel or a reactivation here is not the whole story; the warning differs for an account
 *   whose subscription has ended (deactivated) and one that is running;
 * - legacy cancel: the Legacy plans are no longer offered, so whoever cancels one cannot come back to it.
 * An account that meets both reads the provider's warning first. Each descriptor's Continue opens the next,
 * then the action; its other button stops there.
 */
export type DescriptorAction = 'cancel' | 'reactivate';

export type ActionDescriptor =
  | { kind: 'provider-managed'; provider: Biller; deactivated: boolean }
  | { kind: 'legacy-cancel'; planName: string };

/** The Legacy plans (one a month, every 2 months, every 3 months): 'Airwave Legacy' in the plan list. */
export const LEGACY_PLAN_IDS: readonly PlanId[] = ['airwave-2021', 'airwave-2021-2m', 'airwave-2021-3m'];

export interface DescriptorInput {
  biller: Biller;
  fsmState: BillingFsmState;
  /** The account's current plan, if any (its id and the name the page shows). */
  plan: Pick<ProductItem, 'id' | 'displayName'> | null;
}

export function descriptorsBefore(action: DescriptorAction, account: DescriptorInput): ActionDescriptor[] {
  const descriptors: ActionDescriptor[] = [];
  if (isExternalBiller(account.biller)) descriptors.push({ kind: 'provider-managed', provider: account.biller, deactivated: account.fsmState === 'deactivated' });
  const plan = account.plan;
  if (action === 'cancel' && plan && LEGACY_PLAN_IDS.some((id) => id === plan.id)) descriptors.push({ kind: 'legacy-cancel', planName: plan.displayName });
  return descriptors;
}

/** What a descriptor says: its title, its text, the button that goes on and the one that stops. */
export interface DescriptorText {
  title: string;
  body: string;
  proceed: string;
  dismiss: string;
}

export function descriptorText(descriptor: ActionDescriptor): DescriptorText {
  switch (descriptor.kind) {
    case 'legacy-cancel':
      return {
        title: `Leaving ${descriptor.planName}`,
        body: `${descriptor.planName} is no longer offered. If you cancel, you will not be able to return to the ${descriptor.planName} plan later.`,
        proceed: 'Continue',
        dismiss: 'Keep my subscription',
      };
    case 'provider-managed': {
      const provider = BILLER_NAMES[descriptor.provider];
      return {
        title: `Billed by ${provider}`,
        body: descriptor.deactivated
          ? `Your last ${PRODUCT_NAME} subscription was billed by ${provider}. If you reactivate here, ${PRODUCT_NAME} bills you directly: if ${provider} still has a subscription for you, cancel it with ${provider} so you are not billed twice.`
          : `Your ${PRODUCT_NAME} subscription is billed by ${provider}, and ${provider} manages its payments. If you cancel here, also cancel it with ${provider}, or ${provider} may keep billing you.`,
        proceed: 'Continue',
        dismiss: 'Go back',
      };
    }
  }
}
