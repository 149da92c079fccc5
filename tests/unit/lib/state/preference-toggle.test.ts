import { describe, expect, it } from 'vitest';
import {
  INITIAL_PREFERENCE_TOGGLE,
  PREFERENCE_UPDATED_MS,
  preferenceStatusText,
  preferenceToggleTransition,
  type PreferenceToggleEvent,
  type PreferenceToggleState,
} from '../../../../app/lib/state/preference-toggle.ts';

const at = (status: PreferenceToggleState['status'], value: PreferenceToggleState['value'] = 'off'): PreferenceToggleState => ({ status, value });

describe('the preference toggle machine', () => {
  it.each<[string, PreferenceToggleState, PreferenceToggleEvent, ReturnType<typeof preferenceToggleTransition>]>([
    ['loading shows the loaded value', INITIAL_PREFERENCE_TOGGLE, { type: 'loaded', value: 'on' }, { state: at('default', 'on'), effects: [] }],
    ['a toggle while loading does nothing', INITIAL_PREFERENCE_TOGGLE, { type: 'toggled' }, { state: INITIAL_PREFERENCE_TOGGLE, effects: [] }],
    ['a toggle sends the other value and shows it', at('default', 'off'), { type: 'toggled' }, { state: at('updating', 'on'), effects: [{ type: 'update', value: 'on' }] }],
    ['a toggle while updating does nothing', at('updating', 'on'), { type: 'toggled' }, { state: at('updating', 'on'), effects: [] }],
    [
      'success says Updated! and schedules the revert',
      at('updating', 'on'),
      { type: 'request-succeeded' },
      { state: at('updated', 'on'), effects: [{ type: 'schedule-revert-timer', delayMs: PREFERENCE_UPDATED_MS }] },
    ],
    ['the revert timer returns to default', at('updated', 'on'), { type: 'revert-timer-fired' }, { state: at('default', 'on'), effects: [] }],
    ['a late revert timer after another toggle does nothing', at('updating', 'off'), { type: 'revert-timer-fired' }, { state: at('updating', 'off'), effects: [] }],
    ['failure shows the error and the server’s value again', at('updating', 'on'), { type: 'request-failed' }, { state: at('error', 'off'), effects: [] }],
    ['a toggle after the error tries again', at('error', 'off'), { type: 'toggled' }, { state: at('updating', 'on'), effects: [{ type: 'update', value: 'on' }] }],
    ['a toggle during Updated! sends the other value', at('updated', 'on'), { type: 'toggled' }, { state: at('updating', 'off'), effects: [{ type: 'update', value: 'off' }] }],
    ['a value arriving while updating does not undo it on screen', at('updating', 'on'), { type: 'loaded', value: 'off' }, { state: at('updating', 'on'), effects: [] }],
    ['a value arriving later is shown', at('default', 'off'), { type: 'loaded', value: 'on' }, { state: at('default', 'on'), effects: [] }],
    ['a stray success is ignored', at('default', 'off'), { type: 'request-succeeded' }, { state: at('default', 'off'), effects: [] }],
    ['a stray failure is ignored', at('updated', 'on'), { type: 'request-failed' }, { state: at('updated', 'on'), effects: [] }],
  ])('%s', (_name, state, event, expected) => {
    expect(preferenceToggleTransition(state, event)).toEqual(expected);
  });

  it.each([
    ['loading', ''],
    ['default', ''],
    ['updating', ''],
    ['updated', 'Updated!'],
    ['error', 'Sorry, there was an error updating. Please try again.'],
  ] as const)('the %s status reads “%s”', (status, text) => {
    expect(preferenceStatusText(status)).toBe(text);
  });
});
