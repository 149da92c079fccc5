/**
 * The experiments registry: every experiment the spec names, with its wire name (camelCase plus the YYYY-MM-DD
 * date it started) and the variants it is assigned from. The app reads a variant through its experiment key;
 * the mock world assigns from the same variants (assignExperiment) and the Mocks panel offers them.
 *
 * The spec names six experiments and gives two real names (saveAndRecord2024-04-08, allShowings2023-06-26); the
 * others are server-issued hashes it hides. Of those, two have a purpose the spec states (the upgrade-preview
 * removal in the navigation, the outage credit promotion in the account area): they carry placeholder names of
 * the same shape, so URL overrides work for them too, until the real names are known. The spec lists the
 * variants without saying which experiment takes which; the assignment below is this workspace's reading:
 * - save and record: where the save-and-record prompt sits on an episode page (above or below its actions);
 * - all showings, upgrade-preview removal, outage credit promotion: off (control) or on (treatment).
 * survey_only and treatment_v1 to treatment_v3 belong to experiments whose names and purpose the spec hides; they
 * are listed so that a value of theirs is known, but no registered experiment takes them yet.
 * The first variant is what a viewer sees before (or without) an assignment.
 */

/** Every variant name the spec lists, exactly as it is sent. */
export const EXPERIMENT_VARIANTS = [
  'control',
  'treatment',
  'survey_only',
  'variant_above',
  'variant_below',
  'treatment_v1',
  'treatment_v2',
  'treatment_v3',
] as const;
export type ExperimentVariant = (typeof EXPERIMENT_VARIANTS)[number];

export interface ExperimentDefinition {
  /** The wire name: the preference name it is stored under and the URL override key. */
  name: string;
  /** What it changes on screen. */
  description: string;
  /** The variants it is assigned from; the first is the default. */
  variants: readonly [ExperimentVariant, ...ExperimentVariant[]];
}

export const EXPERIMENTS = {
  saveAndRecord: {
    name: 'saveAndRecord2024-04-08',
    description: 'The save-and-record prompt on an episode page, above or below its actions',
    variants: ['control', 'variant_above', 'variant_below'],
  },
  allShowings: {
    name: 'allShowings2023-06-26',
    description: 'The original air date on an episode page',
    variants: ['control', 'treatment'],
  },
  upgradePreviewRemoval: {
    name: 'upgradePreviewRemoval2024-01-01',
    description: 'Removes Upgrade from the navigation of fast-access viewers',
    variants: ['control', 'treatment'],
  },
  outageCreditPromotion: {
    name: 'outageCreditPromotion2024-01-01',
    description: 'The outage credit promotion on the account page',
    variants: ['control', 'treatment'],
  },
} as const satisfies Record<string, ExperimentDefinition>;

export type ExperimentKey = keyof typeof EXPERIMENTS;
/** The variants of one experiment. */
export type VariantOf<K extends ExperimentKey> = (typeof EXPERIMENTS)[K]['variants'][number];

export const EXPERIMENT_KEYS = Object.keys(EXPERIMENTS) as ExperimentKey[];

/** The registered experiment with this wire name, if any. */
export function experimentNamed(name: string): ExperimentDefinition | undefined {
  return EXPERIMENT_KEYS.map((key): ExperimentDefinition => EXPERIMENTS[key]).find((experiment) => experiment.name === name);
}

/** Whether `value` is one of the experiment's variants. */
export function isVariantOf<K extends ExperimentKey>(key: K, value: string | undefined): value is VariantOf<K> {
  return value !== undefined && (EXPERIMENTS[key].variants as readonly string[]).includes(value);
}
