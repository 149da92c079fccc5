import { PATHS } from './route-table.ts';

/**
 * The upgrade-preview-removal experiment. The spec hides its real name ({hash}); this placeholder
 * follows the camelCaseName + date shape so a URL override (`?upgradePreviewRemoval2024-01-01=treatment`)
 * works until the real name is known.
 */
export const UPGRADE_PREVIEW_REMOVAL_EXPERIMENT = 'upgradePreviewRemoval2024-01-01';

/** A query key of the form camelCaseName plus a YYYY-MM-DD date, e.g. saveAndRecord2024-04-08. */
const EXPERIMENT_KEY = /^[a-z][a-zA-Z0-9]*?\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isExperimentKey(key: string): boolean {
  return EXPERIMENT_KEY.test(key);
}

/** Experiment overrides from the URL: every experiment-shaped query key and its value (last one wins). */
export function experimentOverrides(search: string | URLSearchParams): Record<string, string> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const overrides: Record<string, string> = {};
  for (const [key, value] of params) if (isExperimentKey(key)) overrides[key] = value;
  return overrides;
}

/** Variants that count as the experiment being on (anything but control, empty or off). */
export function isExperimentOn(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== 'control' && value !== 'off' && value !== 'false';
}

export interface UpgradePreviewAssignmentInput {
  isUncredentialed: boolean;
  fastAccess: boolean;
  pathname: string;
  /** A stored preference for the experiment exists, or it was already assigned in this page load. */
  assigned: boolean;
}

/**
 * Whether to call assignExperiment for the upgrade-preview experiment: once, for an
 * uncredentialed user with fast access, "not on a certain page". The spec hides which page; this
 * workspace reads it as the Upgrade Preview page itself (PATHS.upgradePreview), since an assignment made
 * there could remove the navigation entry of the page the user is on.
 */
export function shouldAssignUpgradePreviewExperiment(input: UpgradePreviewAssignmentInput): boolean {
  const { isUncredentialed, fastAccess, pathname, assigned } = input;
  if (!isUncredentialed || !fastAccess || assigned) return false;
  return pathname.replace(/\/+$/, '') !== PATHS.upgradePreview;
}
