/**
 * The settings page's native app links: one per platform, in the spec's order (common/native-apps.ts, which the
 * mock world's badges read too), each with its store badge.
 * Assumptions (the spec shows neither): badges are served under a storage path with one image per platform
 * (`{badgeBase}/{platform}.svg`; in mock mode the mock world's generated badges), and each link leads to the
 * product's app page for that platform (`/apps/{platform}`).
 */
export { NATIVE_APPS } from '../../../../common/native-apps.ts';

export function badgeUrl(badgeBase: string, platform: string): string {
  return `${badgeBase.replace(/\/$/, '')}/${encodeURIComponent(platform)}.svg`;
}

export function appPagePath(platform: string): string {
  return `/apps/${encodeURIComponent(platform)}`;
}
