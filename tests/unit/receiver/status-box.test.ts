import { describe, expect, it } from 'vitest';
import {
  initialStatusBox,
  NOT_CONNECTED_AFTER_MS,
  statusBoxTransition,
  type StatusBoxEvent,
  type StatusBoxState,
  type StatusBoxText,
} from '../../../receiver/state/status-box.ts';

const at = (status: StatusBoxText, targeted: boolean): StatusBoxState => ({ status, targeted });

describe("the receiver's status box", () => {
  it('starts as Loading with the half-unit timer, or as Connecting with the 750 ms timer when already targeted', () => {
    expect(NOT_CONNECTED_AFTER_MS).toBe(500);
    expect(initialStatusBox(false)).toEqual({ state: at('Loading', false), effects: [{ type: 'start-timer', timer: 'settle', ms: 500 }] });
    expect(initialStatusBox(true)).toEqual({ state: at('Connecting', true), effects: [{ type: 'start-timer', timer: 'connected', ms: 750 }] });
  });

  const table: Array<[StatusBoxState, StatusBoxEvent, StatusBoxText, string]> = [
    [at('Loading', false), { type: 'timer', timer: 'settle' }, 'Not connected', 'half a unit passes untargeted'],
    [at('Loading', false), { type: 'targeted' }, 'Connecting', 'a sender targets it while loading'],
    [at('Not connected', false), { type: 'targeted' }, 'Connecting', 'a sender targets it'],
    [at('Connecting', true), { type: 'timer', timer: 'connected' }, 'Connected', '750 ms after being targeted'],
    [at('Connecting', true), { type: 'timer', timer: 'settle' }, 'Connecting', 'a late settle timer changes nothing'],
    [at('Connected', true), { type: 'targeted' }, 'Connected', 'targeted again (another message of the session)'],
    [at('Connected', true), { type: 'target-lost' }, 'Not connected', 'the sender leaves'],
    [at('Connecting', true), { type: 'target-lost' }, 'Not connected', 'the sender leaves before Connected'],
    [at('Not connected', false), { type: 'timer', timer: 'connected' }, 'Not connected', 'a stale connected timer after the target was lost'],
    [at('Loading', false), { type: 'target-lost' }, 'Not connected', 'lost before it settled'],
  ];

  it.each(table)('%j on %j becomes %s (%s)', (state, event, expected) => {
    expect(statusBoxTransition(state, event).state.status).toBe(expected);
  });

  it('targeting cancels the settle timer and starts the connected timer; losing the target cancels both', () => {
    expect(statusBoxTransition(at('Loading', false), { type: 'targeted' }).effects).toEqual([
      { type: 'cancel-timer', timer: 'settle' },
      { type: 'start-timer', timer: 'connected', ms: 750 },
    ]);
    expect(statusBoxTransition(at('Connecting', true), { type: 'target-lost' }).effects).toEqual([
      { type: 'cancel-timer', timer: 'settle' },
      { type: 'cancel-timer', timer: 'connected' },
    ]);
  });
});
