import type { components } from '../../../../generated/rest/profile.ts';

type Device = components['schemas']['Device'];

/** The settings page's device list: 3 devices by default, with 'Show More'/'Show Less' when there are more. */
export const DEVICES_SHOWN_BY_DEFAULT = 3;

export interface DeviceListView<D> {
  shown: D[];
  /** The toggle's label, or null when the list fits (3 or fewer devices). */
  toggle: 'Show More' | 'Show Less' | null;
}

export function deviceListView<D>(devices: readonly D[], expanded: boolean): DeviceListView<D> {
  if (devices.length <= DEVICES_SHOWN_BY_DEFAULT) return { shown: [...devices], toggle: null };
  return expanded ? { shown: [...devices], toggle: 'Show Less' } : { shown: devices.slice(0, DEVICES_SHOWN_BY_DEFAULT), toggle: 'Show More' };
}

/** What the device list calls each kind of device. */
export const DEVICE_TYPE_NAMES: Record<Device['type'], string> = {
  android: 'Android phone or tablet',
  androidtv: 'Android TV',
  chromecast: 'Chromecast',
  fire: 'Fire tablet',
  firetv: 'Fire TV',
  ios: 'iPhone or iPad',
  roku: 'Roku',
  samsungtv: 'Samsung TV',
  tvos: 'Apple TV',
  web: 'Web browser',
  viziotv: 'Vizio TV',
  lgtv: 'LG TV',
  unknown: 'Unknown device',
};
