import { describe, expect, it } from 'vitest';
import { EXPERIMENT_VARIANTS, EXPERIMENTS, experimentNamed, isVariantOf } from '../../../../common/experiments.ts';
import {
  experimentOverrides,
  experimentVariant,
  isExperimentKey,
  isUpgradePreviewEligible,
  readOverrides,
  shouldAssignExperiment,
} from '../../../../app/lib/routing/experiments.ts';
import { PATHS } from '../../../../app/lib/routing/route-table.ts';

describe('the experiments registry', () => {
  it('names the experiments the spec names, each with camelCase plus a YYYY-MM-DD date', () => {
    expect(EXPERIMENTS.saveAndRecord.name).toBe('saveAndRecord2024-04-08');
    expect(EXPERIMENTS.allShowings.name).toBe('allShowings2023-06-26');
    for (const experiment of Object.values(EXPERIMENTS)) expect(isExperimentKey(experiment.name)).toBe(true);
  });
  it('assigns only the variants the spec lists, control first where it has one', () => {
    for (const experiment of Object.values(EXPERIMENTS)) {
      for (const variant of experiment.variants) expect(EXPERIMENT_VARIANTS).toContain(variant);
      expect(experiment.variants[0]).toBe('control');
    }
    expect(EXPERIMENTS.saveAndRecord.variants).toEqual(['control', 'variant_above', 'variant_below']);
    expect(EXPERIMENTS.allShowings.variants).toEqual(['control', 'treatment']);
  });
  it.each([
    ['saveAndRecord2024-04-08', 'saveAndRecord2024-04-08'],
    ['allShowings2023-06-26', 'allShowings2023-06-26'],
    ['allShowings2023-06-27', undefined],
    ['webChannelConfigurator', undefined],
  ])('finds the experiment named %s', (name, found) => {
    expect(experimentNamed(name)?.name).toBe(found);
  });
  it.each([
    ['saveAndRecord', 'variant_above', true],
    ['saveAndRecord', 'treatment', false],
    ['allShowings', 'treatment', true],
    ['allShowings', 'on', false],
    ['allShowings', undefined, false],
  ] as const)('%s takes the variant %s: %s', (key, value, taken) => {
    expect(isVariantOf(key, value)).toBe(taken);
  });
});

describe('experiment overrides from the URL', () => {
  it.each([
    ['saveAndRecord2024-04-08', true],
    ['allShowings2023-06-26', true],
    ['AllShowings2023-06-26', false],
    ['allShowings2023-13-26', false],
    ['allShowings', false],
    ['filter', false],
  ])('%s is an override key: %s', (key, is) => {
    expect(isExperimentKey(key)).toBe(is);
  });
  it('takes overrides from the query, ignoring other keys', () => {
    expect(experimentOverrides('?filter=x&saveAndRecord2024-04-08=variant_below&allShowings2023-06-26=control')).toEqual({
      'saveAndRecord2024-04-08': 'variant_below',
      'allShowings2023-06-26': 'control',
    });
  });
});

describe('the variant a viewer sees', () => {
  it.each([
    ['a valid override wins over the assignment', 'variant_above', 'variant_below', { variant: 'variant_above', from: 'url' }],
    ['the assignment without an override', undefined, 'variant_below', { variant: 'variant_below', from: 'assignment' }],
    ['an override that is not a variant leaves the assignment', 'bogus', 'variant_below', { variant: 'variant_below', from: 'assignment' }],
    ['the default (first variant) with neither', undefined, undefined, { variant: 'control', from: 'default' }],
    ['the default when the stored value is not a variant', undefined, 'on', { variant: 'control', from: 'default' }],
  ] as const)('%s', (_title, override, stored, expected) => {
    expect(experimentVariant('saveAndRecord', { override, stored })).toEqual(expected);
  });
});

describe('assigning an experiment', () => {
  it.each([
    [{ eligible: true, preferencesSettled: true, assigned: false }, true],
    [{ eligible: false, preferencesSettled: true, assigned: false }, false],
    [{ eligible: true, preferencesSettled: false, assigned: false }, false],
    [{ eligible: true, preferencesSettled: true, assigned: true }, false],
  ])('%j → %s', (input, due) => {
    expect(shouldAssignExperiment(input)).toBe(due);
  });
});

describe('who takes part in the upgrade-preview experiment', () => {
  const visitor = { isUncredentialed: true, fastAccess: true, pathname: PATHS.home };
  it.each([
    ['an uncredentialed user with fast access on Home', visitor, true],
    ['the same on the Guide', { ...visitor, pathname: PATHS.guide }, true],
    ['not a credentialed user', { ...visitor, isUncredentialed: false }, false],
    ['not without fast access', { ...visitor, fastAccess: false }, false],
    ["not on the spec's 'certain page', read here as the Upgrade Preview page", { ...visitor, pathname: PATHS.upgradePreview }, false],
    ['nor with a trailing slash', { ...visitor, pathname: `${PATHS.upgradePreview}/` }, false],
    ['another collection group is fine', { ...visitor, pathname: '/player/collection-group/cg-other' }, true],
  ])('%s', (_title, input, eligible) => {
    expect(isUpgradePreviewEligible(input)).toBe(eligible);
  });
  it('reads the Upgrade Preview page path from the route table', () => {
    expect(PATHS.upgradePreview).toBe('/player/collection-group/cg-upgrade-preview');
  });
});

describe("the URL's overrides as the Mocks panel reads them", () => {
  it.each([
    ['?saveAndRecord2024-04-08=variant_above', [{ name: 'saveAndRecord2024-04-08', value: 'variant_above', problem: null }]],
    [
      '?saveAndRecord2024-04-08=above',
      [{ name: 'saveAndRecord2024-04-08', value: 'above', problem: 'saveAndRecord2024-04-08=above is not one of its variants: control, variant_above, variant_below.' }],
    ],
    [
      '?someTest2024-02-02=treatment&filter=x',
      [
        {
          name: 'someTest2024-02-02',
          value: 'treatment',
          problem:
            'someTest2024-02-02 is not a known experiment (known: saveAndRecord2024-04-08, allShowings2023-06-26, upgradePreviewRemoval2024-01-01, outageCreditPromotion2024-01-01).',
        },
      ],
    ],
    ['?filter=x', []],
  ])('%s', (search, readings) => {
    expect(readOverrides(search)).toEqual(readings);
  });
});
