/**
 * The device's Chromecast firmware version, read from its device capabilities where they carry one, and
 * otherwise from the `CrKey/x.y` token of its user agent. That token is frozen on current firmware (it
 * stays at the version where freezing began, above the 1.42 minimum), so it never blocks a current device;
 * a device old enough to be below the minimum predates the freeze and still reports its real version.
 * Null when neither says (a TV with Cast built in): such a device is not held to the Chromecast minimum.
 */
const CAPABILITY_KEYS = ['firmware_version', 'cast_build_revision'] as const;

export function firmwareFromDevice(capabilities: Record<string, unknown>, userAgent: string): string | null {
  for (const key of CAPABILITY_KEYS) {
    const value = capabilities[key];
    if (typeof value === 'string' && /^\d+(\.\d+)*$/.test(value)) return value;
  }
  return /\bCrKey\/(\d+(?:\.\d+)*)/.exec(userAgent)?.[1] ?? null;
}
