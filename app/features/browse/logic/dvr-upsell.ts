import type { FastDvrAccess } from '../../../../generated/graphql/operations.ts';
import { formatCents } from '../../../lib/format/money.ts';
import type { components } from '../../../../generated/rest/billing.ts';

/**
 * The Saved page's DVR upsell for free (fast access) users: while DVR is UNAVAILABLE a
 * banner says so until the user follows a show; on mobile the upsell modal also opens by itself after one
 * base unit.
 */
export const DVR_UPSELL_TITLE = 'Upgrade your account to use DVR';

export interface DvrUpsellContext {
  access: FastDvrAccess | null | undefined;
  /** The user followed (saved) a show since the page loaded. */
  hasFollowed: boolean;
  /** A viewer who needs an email first (lib/account/email-first.ts): saving asks for the email, not for an upgrade. */
  needsEmail: boolean;
}

export function showsDvrUpsellBanner({ access, hasFollowed, needsEmail }: DvrUpsellContext): boolean {
  return access === 'UNAVAILABLE' && !hasFollowed && !needsEmail;
}

/** The modal opens by itself on mobile only, and never again once the viewer chose 'Don't show again.'. */
export function opensDvrUpsellModal(context: DvrUpsellContext & { isMobile: boolean; dismissedForGood?: boolean }): boolean {
  return context.isMobile && !context.dismissedForGood && showsDvrUpsellBanner(context);
}

/** The upsell modal's buttons: 'Upgrade now' and 'Not now'; on mobile also 'Don't show again.'. */
export const DVR_UPSELL_TEXTS = {
  upgrade: 'Upgrade now',
  notNow: 'Not now',
  dontShowAgain: "Don't show again.",
} as const;

export type DvrUpsellButton = keyof typeof DVR_UPSELL_TEXTS;

export function dvrUpsellButtons(isMobile: boolean): DvrUpsellButton[] {
  return isMobile ? ['upgrade', 'notNow', 'dontShowAgain'] : ['upgrade', 'notNow'];
}

/** Where 'Don't show again.' is remembered on this browser. */
export const DVR_UPSELL_DISMISSED_KEY = 'airwave.dvrUpsellDismissed';

type Plan = Pick<components['schemas']['ProductItem'], 'displayName' | 'priceCents' | 'unit' | 'unitCount' | 'dvrRetentionDays'>;

/** The upsell promises DVR that keeps recordings 'for up to a year'. */
export const DVR_UPSELL_RETENTION_DAYS = 365;

/**
 * What the upsell offers: the cheapest plan the account can choose whose DVR keeps recordings a year
 * (ProductItem.dvrRetentionDays), named with its price per period ('Airwave Core, $31.99/month'); null when no
 * such plan is known (the modal then names no plan).
 */
export function dvrUpsellOfferText(plans: readonly Plan[]): string | null {
  const [plan] = plans
    .filter((candidate) => (candidate.dvrRetentionDays ?? 0) >= DVR_UPSELL_RETENTION_DAYS)
    .sort((a, b) => a.priceCents / a.unitCount - b.priceCents / b.unitCount);
  if (!plan) return null;
  const period = plan.unitCount === 1 ? `/${plan.unit}` : ` every ${plan.unitCount} ${plan.unit}s`;
  return `${plan.displayName}, ${formatCents(plan.priceCents)}${period}`;
}
