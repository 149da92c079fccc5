/**
 * What the simulated Chromecast is, from the receiver page's URL query, so a developer or a test can be any
 * device: `?firmware=1.41` (its firmware version, as its device capabilities report it), `?authorized=false`
 * (the receiver app fails its identity check), `?device=Kitchen TV` (the name senders list), `?player=…` (its
 * player registration id, followed while it plays), `?available=false` (senders list it as not available),
 * `?answers=false` (it never answers a sender's connect, so the sender's attempt fails). Unset, it is an authorized 'Living Room TV' on a current
 * firmware, registered as the mock accounts' Chromecast. A value that cannot be read is refused with a message
 * naming the parameter, and the default is used.
 */
import { isFirmwareVersion } from '../../common/cast/protocol.ts';

/** The firmware a simulated device reports unless told another. */
export const SIMULATED_FIRMWARE = '1.56';
export const SIMULATED_DEVICE_NAME = 'Living Room TV';
export const SIMULATED_DEVICE_MODEL = 'Chromecast';
/** The mock accounts' Chromecast (mocks/scenarios/personas.ts): its registration, which signing the device out ends. */
export const SIMULATED_PLAYER_ID = 'chromecast-9b41d2e0';

export interface SimulationSettings {
  firmwareVersion: string;
  authorized: boolean;
  deviceName: string;
  playerId: string;
  available: boolean;
  answers: boolean;
}

export interface ReadSettings {
  settings: SimulationSettings;
  problems: string[];
}

export function readSimulationSettings(search: string): ReadSettings {
  const query = new URLSearchParams(search);
  const problems: string[] = [];
  let firmwareVersion = SIMULATED_FIRMWARE;
  const firmware = query.get('firmware');
  if (firmware !== null) {
    if (isFirmwareVersion(firmware)) firmwareVersion = firmware;
    else problems.push(`?firmware=${firmware} is not a firmware version (write it like 1.41); using ${SIMULATED_FIRMWARE}.`);
  }
  const flag = (parameter: string): boolean => {
    const asked = query.get(parameter);
    if (asked === null || asked === 'true') return true;
    if (asked !== 'false') problems.push(`?${parameter}=${asked} must be true or false; using true.`);
    return asked !== 'false';
  };
  const authorized = flag('authorized');
  const available = flag('available');
  const answers = flag('answers');
  const name = query.get('device')?.trim();
  const player = query.get('player')?.trim();
  return { settings: { firmwareVersion, authorized, deviceName: name ? name : SIMULATED_DEVICE_NAME, playerId: player ? player : SIMULATED_PLAYER_ID, available, answers }, problems };
}
