import type { FastDvrAccess } from '../../../generated/graphql/operations.ts';

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
  /** A signed-out visitor has no plan to upgrade yet: saving asks them for an email first, not for an upgrade. */
  isUncredentialed: boolean;
}

export function showsDvrUpsellBanner({ access, hasFollowed, isUncredentialed }: DvrUpsellContext): boolean {
  return access === 'UNAVAILABLE' && !hasFollowed && !isUncredentialed;
}

export function opensDvrUpsellModal(context: DvrUpsellContext & { isMobile: boolean }): boolean {
  return context.isMobile && showsDvrUpsellBanner(context);
}
