import { describe, expect, it } from 'vitest';
import { firmwareFromDevice } from '../../../receiver/caf/firmware.ts';

const CRKEY_141 = 'Mozilla/5.0 (X11; Linux armv7l) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.0 Safari/537.36 CrKey/1.41.123456';
const CRKEY_FROZEN = 'Mozilla/5.0 (X11; Linux aarch64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 CrKey/1.56.500000 DeviceType/Chromecast';

describe("a Chromecast's firmware version", () => {
  it('comes from its device capabilities when they carry one, before the frozen CrKey token', () => {
    expect(firmwareFromDevice({ firmware_version: '1.68.1' }, CRKEY_FROZEN)).toBe('1.68.1');
  });

  it("falls back to the user agent's CrKey token (real on old devices, frozen above the minimum on new ones)", () => {
    expect(firmwareFromDevice({ display_supported: true }, CRKEY_141)).toBe('1.41.123456');
    expect(firmwareFromDevice({}, CRKEY_FROZEN)).toBe('1.56.500000');
  });

  it('is unknown (null) on a device that says neither, and ignores a capability that is not a version', () => {
    expect(firmwareFromDevice({ firmware_version: 'beta' }, 'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K) Chrome/110')).toBeNull();
  });
});
