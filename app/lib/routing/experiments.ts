import { EXPERIMENT_KEYS, EXPERIMENTS, experimentNamed, isVariantOf, type ExperimentKey, type VariantOf } from '../../../common/experiments.ts';
import { PATHS } from './route-table.ts';

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

export interface OverrideReading {
  name: string;
  value: string;
  /** Why the override is not used (an unknown experiment, or a value that is not one of its variants); null when it is. */
  problem: string | null;
}

/** The URL's experiment overrides, each with what keeps it from being used, if anything (for the Mocks panel). */
export function readOverrides(search: string | URLSearchParams): OverrideReading[] {
  return Object.entries(experimentOverrides(search)).map(([name, value]) => {
    const experiment = experimentNamed(name);
    if (!experiment) {
      const known = EXPERIMENT_KEYS.map((key) => EXPERIMENTS[key].name).join(', ');
      return { name, value, problem: `${name} is not a known experiment (known: ${known}).` };
    }
    if (!(experiment.variants as readonly string[]).includes(value)) {
      return { name, value, problem: `${name}=${value} is not one of its variants: ${experiment.variants.join(', ')}.` };
    }
    return { name, value, problem: null };
  });
}

export interface ExperimentSources {
  /** The URL's override for the experiment's name, if any (experimentOverrides). */
  override: string | undefined;
  /** The variant stored in the user's preferences (assignExperiment's result), if any. */
  stored: string | undefined;
}

export interface ExperimentReading<K extends ExperimentKey> {
  variant: VariantOf<K>;
  /** Where the variant came from: the URL, the user's assignment, or the default (no valid assignment yet). */
  from: 'url' | 'assignment' | 'default';
}

/**
 * The variant a viewer sees: a URL override naming one of the experiment's variants wins, then the assigned
 * variant, then the experiment's first variant. A value that is not one of its variants is not used (an override
 * `?allShowings2023-06-26=bogus` leaves the assignment in force).
 */
export function experimentVariant<K extends ExperimentKey>(key: K, { override, stored }: ExperimentSources): ExperimentReading<K> {
  if (isVariantOf(key, override)) return { variant: override, from: 'url' };
  if (isVariantOf(key, stored)) return { variant: stored, from: 'assignment' };
  return { variant: EXPERIMENTS[key].variants[0], from: 'default' };
}

export interface AssignmentInput {
  /** The viewer may be assigned (the experiment's own condition). */
  eligible: boolean;
  /** The user's preferences have answered (data or error), so a stored assignment would be known. */
  preferencesSettled: boolean;
  /** A valid variant is stored, or the assignment was already sent in this page load. */
  assigned: boolean;
}

/** Whether to call assignExperiment now: once, for an eligible viewer whose preferences hold no variant yet. */
export function shouldAssignExperiment({ eligible, preferencesSettled, assigned }: AssignmentInput): boolean {
  return eligible && preferencesSettled && !assigned;
}

export interface UpgradePreviewEligibilityInput {
  isUncredentialed: boolean;
  fastAccess: boolean;
  pathname: string;
}

/**
 * Who takes part in the upgrade-preview experiment: an uncredentialed user with fast access, "not on a certain
 * page". The spec hides which page; this workspace reads it as the Upgrade Preview page itself
 * (PATHS.upgradePreview), since an assignment made there could remove the navigation entry of the page the user is on.
 */
export function isUpgradePreviewEligible({ isUncredentialed, fastAccess, pathname }: UpgradePreviewEligibilityInput): boolean {
  if (!isUncredentialed || !fastAccess) return false;
  return pathname.replace(/\/+$/, '') !== PATHS.upgradePreview;
}
