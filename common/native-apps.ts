/**
 * The native apps the settings page links to, in the spec's order, each by its platform id (the badge's file
 * name, `{badgeBase}/{platform}.svg`) and the platform's own name as its maker writes it (Apple TV, Fire TV, iOS,
 * LG…): the app labels its links with it, and the mock world draws its badges with it.
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

/** A platform's name by its id, or null for one the app does not link to. */
export function nativeAppName(platform: string): string | null {
  return NATIVE_APPS.find((app) => app.platform === platform)?.name ?? null;
}
