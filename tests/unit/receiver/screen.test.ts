import { describe, expect, it } from 'vitest';
import { firmwareSupported, receiverScreen } from '../../../receiver/state/screen.ts';
import { readSimulationSettings } from '../../../receiver/state/simulation-settings.ts';

const device = (firmwareVersion: string, authorized = true) => ({ firmwareVersion, authorized, model: 'Chromecast' });

describe('the screen the receiver shows', () => {
  it.each([
    [device('1.41'), false, null, 'firmware'],
    [device('1.41', false), false, 'ast-1', 'firmware'],
    [device('1.42', false), false, null, 'identity'],
    [device('1.56'), true, 'ast-1', 'session-invalid'],
    [device('1.56'), false, null, 'idle'],
    [device('1.56'), false, 'ast-1', 'playing'],
    [{ firmwareVersion: null, authorized: true, model: 'Cast TV' }, false, null, 'idle'],
  ] as const)('%j, session invalid %s, player id %s: %s', (capabilities, sessionInvalid, playerId, screen) => {
    expect(receiverScreen({ capabilities, sessionInvalid, playerId }).screen).toBe(screen);
  });

  it('needs firmware 1.42 or newer, compared by number', () => {
    expect(['1.41', '1.9', '0.99', 'unknown', ''].map(firmwareSupported)).toEqual([false, false, false, false, false]);
    expect(['1.42', '1.56.500000', '2.0', null].map(firmwareSupported)).toEqual([true, true, true, true]);
  });

  it('the firmware view names the device firmware in its code 106 text', () => {
    const screen = receiverScreen({ capabilities: device('1.36'), sessionInvalid: false, playerId: null });
    expect(screen).toMatchObject({ screen: 'firmware', error: { code: '106' } });
    expect(screen.screen === 'firmware' && screen.error.problem).toContain('Firmware 1.36');
  });
});

describe("the simulated device's settings", () => {
  it('reads firmware, authorization, name and player registration from the query, with defaults', () => {
    expect(readSimulationSettings('')).toEqual({ settings: { firmwareVersion: '1.56', authorized: true, deviceName: 'Living Room TV', playerId: 'chromecast-9b41d2e0', available: true, answers: true }, problems: [] });
    expect(readSimulationSettings('?firmware=1.41&authorized=false&device=Kitchen&player=chromecast-kitchen&available=false&answers=false').settings).toEqual({
      firmwareVersion: '1.41',
      authorized: false,
      deviceName: 'Kitchen',
      playerId: 'chromecast-kitchen',
      available: false,
      answers: false,
    });
  });

  it('refuses values it cannot read, naming the parameter, and keeps the default', () => {
    const read = readSimulationSettings('?firmware=latest&authorized=maybe&answers=no');
    expect(read.settings).toMatchObject({ firmwareVersion: '1.56', authorized: true, answers: true });
    expect(read.problems).toEqual([
      '?firmware=latest is not a firmware version (write it like 1.41); using 1.56.',
      '?authorized=maybe must be true or false; using true.',
      '?answers=no must be true or false; using true.',
    ]);
  });
});
