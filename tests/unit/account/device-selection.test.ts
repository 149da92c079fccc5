import { describe, expect, it } from 'vitest';
import {
  keptSelection,
  selectAllState,
  showsSelection,
  signOutRequest,
  toggleAll,
  toggleDevice,
  type SelectableDevice,
} from '../../../app/features/account/logic/device-selection.ts';

const device = (deviceIdent: string, isCurrentDevice = false): SelectableDevice => ({ deviceIdent, isCurrentDevice });
/** This browser first, then three others (as the core subscriber's list). */
const LIST = [device('web-3f9a2c7b', true), device('roku-7F2C91AB'), device('chromecast-9b41d2e0'), device('ios-A71C4E22')];
const OTHERS = ['roku-7F2C91AB', 'chromecast-9b41d2e0', 'ios-A71C4E22'];

describe('device selection: the select-all box', () => {
  it.each([
    ['clear with nothing chosen', LIST, [], 'unchecked'],
    ['indeterminate with one of three chosen', LIST, ['roku-7F2C91AB'], 'indeterminate'],
    ['indeterminate with two of three chosen', LIST, ['roku-7F2C91AB', 'ios-A71C4E22'], 'indeterminate'],
    ['checked with every other device chosen', LIST, OTHERS, 'checked'],
    ['checked whatever the order they were chosen in', LIST, [...OTHERS].reverse(), 'checked'],
    ['clear when the only chosen device is no longer listed', LIST, ['firetv-GONE1234'], 'unchecked'],
    ['never checked by the current device alone', LIST, ['web-3f9a2c7b'], 'unchecked'],
    ['clear when this browser is the only device', [device('web-3f9a2c7b', true)], [], 'unchecked'],
  ] as const)('%s', (_name, devices, selected, expected) => {
    expect(selectAllState(devices, selected)).toBe(expected);
  });
});

describe('device selection: ticking boxes', () => {
  it.each([
    ['a device box adds that device', toggleDevice(LIST, [], 'chromecast-9b41d2e0'), ['chromecast-9b41d2e0']],
    ['a second box keeps list order', toggleDevice(LIST, ['ios-A71C4E22'], 'roku-7F2C91AB'), ['roku-7F2C91AB', 'ios-A71C4E22']],
    ['a ticked box unticks', toggleDevice(LIST, ['roku-7F2C91AB', 'ios-A71C4E22'], 'roku-7F2C91AB'), ['ios-A71C4E22']],
    ['the current device cannot be chosen', toggleDevice(LIST, [], 'web-3f9a2c7b'), []],
    ['an unlisted device cannot be chosen', toggleDevice(LIST, [], 'firetv-GONE1234'), []],
    ['select-all from clear chooses every other device', toggleAll(LIST, []), OTHERS],
    ['select-all from indeterminate chooses every other device', toggleAll(LIST, ['ios-A71C4E22']), OTHERS],
    ['select-all from checked chooses none', toggleAll(LIST, OTHERS), []],
    ['a reload drops devices no longer listed', keptSelection(LIST.slice(0, 2), OTHERS), ['roku-7F2C91AB']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [9, true],
  ])('with %i devices first listed, checkboxes show: %s', (count, shown) => {
    expect(showsSelection(count)).toBe(shown);
  });
});

describe('device selection: what sign-out sends', () => {
  it.each([
    ['two chosen devices: their idents', ['roku-7F2C91AB', 'ios-A71C4E22'], 'selected', { scope: 'selected', deviceIdents: ['roku-7F2C91AB', 'ios-A71C4E22'] }],
    ['every other device chosen: the all-devices flag, no list', OTHERS, 'selected', { scope: 'selected', deviceIdents: null }],
    ['all other devices: no list, whatever is chosen', ['roku-7F2C91AB'], 'all other', { scope: 'all other', deviceIdents: null }],
    ['the current device is never sent', ['web-3f9a2c7b', 'roku-7F2C91AB'], 'selected', { scope: 'selected', deviceIdents: ['roku-7F2C91AB'] }],
    ['nothing chosen: nothing to send', [], 'selected', null],
  ] as const)('%s', (_name, selected, scope, expected) => {
    expect(signOutRequest(LIST, selected, scope)).toEqual(expected);
  });

  it('sends nothing when this browser is the only device', () => {
    expect(signOutRequest([device('web-3f9a2c7b', true)], [], 'all other')).toBeNull();
  });
});
