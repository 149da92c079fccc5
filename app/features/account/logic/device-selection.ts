/**
 * Choosing devices to sign out on the settings page. Pure; the devices section renders it.
 *
 * - Each device the account may sign out has its own checkbox; the current device (this browser) never
 *   has one and is never in the list sent.
 * - The checkboxes appear only when the list first loaded with more than one device.
 * - The select-all box is checked when every other device is chosen, indeterminate when some are, and
 *   clear when none are; ticking it chooses all of them, unticking (or ticking when all are chosen) none.
 * - With every other device chosen the sign-out carries no list at all (the all-devices flag): the server
 *   signs out every device but the current one.
 */

/** What the rules read of a listed device (the generated `Device` fits). */
export interface SelectableDevice {
  deviceIdent: string;
  isCurrentDevice: boolean;
}

export type SelectAllState = 'unchecked' | 'indeterminate' | 'checked';

/** The devices that may be signed out: every one but the current device, in list order. */
export function selectableIdents(devices: readonly SelectableDevice[]): string[] {
  return devices.filter((device) => !device.isCurrentDevice).map((device) => device.deviceIdent);
}

/** Checkboxes appear only when the first list had more than one device. */
export function showsSelection(initialDeviceCount: number): boolean {
  return initialDeviceCount > 1;
}

/** The chosen devices that are still listed and may be signed out (a list reload drops the others). */
export function keptSelection(devices: readonly SelectableDevice[], selected: readonly string[]): string[] {
  const selectable = new Set(selectableIdents(devices));
  return selected.filter((ident) => selectable.has(ident));
}

export function selectAllState(devices: readonly SelectableDevice[], selected: readonly string[]): SelectAllState {
  const selectable = selectableIdents(devices);
  const chosen = keptSelection(devices, selected).length;
  if (chosen === 0 || selectable.length === 0) return 'unchecked';
  return chosen === selectable.length ? 'checked' : 'indeterminate';
}

/** One device's box ticked or unticked; the current device cannot be chosen. */
export function toggleDevice(devices: readonly SelectableDevice[], selected: readonly string[], ident: string): string[] {
  const kept = keptSelection(devices, selected);
  if (kept.includes(ident)) return kept.filter((chosen) => chosen !== ident);
  if (!selectableIdents(devices).includes(ident)) return kept;
  // Kept in list order, so the list sent reads like the list shown.
  const next = new Set([...kept, ident]);
  return selectableIdents(devices).filter((candidate) => next.has(candidate));
}

/** The select-all box: all other devices when it was clear or indeterminate, none when it was checked. */
export function toggleAll(devices: readonly SelectableDevice[], selected: readonly string[]): string[] {
  return selectAllState(devices, selected) === 'checked' ? [] : selectableIdents(devices);
}

/** Which sign-out the user asked for: the chosen devices, or every device but this one. */
export type SignOutScope = 'selected' | 'all other';

/**
 * What the sign-out sends: `deviceIdents` null means no list (all other devices), otherwise the chosen
 * idents. Null when there is nothing to sign out (no device chosen, or no other device listed).
 */
export function signOutRequest(
  devices: readonly SelectableDevice[],
  selected: readonly string[],
  scope: SignOutScope,
): { scope: SignOutScope; deviceIdents: string[] | null } | null {
  if (selectableIdents(devices).length === 0) return null;
  if (scope === 'all other') return { scope, deviceIdents: null };
  const kept = keptSelection(devices, selected);
  if (kept.length === 0) return null;
  return { scope, deviceIdents: selectAllState(devices, kept) === 'checked' ? null : kept };
}
