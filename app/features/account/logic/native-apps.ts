/**
 * The settings page's native app links: one per platform, in the spec's order, each with its store badge.
 * Assumptions (the spec shows neither): badges are served under a storage path with one image per platform
 * (`{badgeBase}/{platform}.svg`; in mock mode the mock world's generated badges), and each link leads to the
 * product's app page for that platform (`/apps/{platform}`).
 */
export const NATIVE_APPS = [
  { platform: 'appletv', name: 'Apple TV' },
  { platform: 'firetv', name: 'Fire TV' },
  { platform: 'roku', name: 'Roku' },
  { platform: 'ios', name: 'iOS' },
  { platform: 'androidtv', name: 'Android TV' },
  { platform: 'samsung', name: 'Samsung' },
  { platform: 'vizio', name: 'Vizio' },
  { platform: 'lg', name: 'LG' },
] as const;

export function badgeUrl(badgeBase: string, platform: string): string {
  return `${badgeBase.replace(/\/$/, '')}/${encodeURIComponent(platform)}.svg`;
}

export function appPagePath(platform: string): string {
  return `/apps/${encodeURIComponent(platform)}`;
}
