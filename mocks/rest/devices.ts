/**
 * Devices: the signed-in device list (`GET /user/devices`, billing-style envelope), signing devices
 * out (`POST /billing/logout_devices`, billing contract), the Smart TV link
 * (`POST /user/device_link/{token}`) and the geo check (`GET /geo/check`, signed out).
 */
import type { MockRequest, MockResponse } from '../core/exchange.ts';
import type { Device, World } from '../db/world.ts';
import { billingFailure, billingReply, errorReply, failure, profileReply } from './responses.ts';
import type { ErrorWording } from './wording.ts';
import { alphanumeric } from './util.ts';
import { HOME_PATH } from '../../common/links.ts';

/** Where the browser lands after signing a TV in (the `Location` of the 303). */
export const DEVICE_LINK_LOCATION = HOME_PATH;

const TV_AUTH_FAILED =
  "We couldn't sign in your TV. Please get a new QR code from your TV and try again, or visit airwave.example/contact for help.";

export function listSignedInDevices(world: World): MockResponse {
  const devices = world.account.devices;
  const profiles = new Set(devices.map((device) => device.profileName).filter((name): name is string => name !== null));
  return profileReply('listSignedInDevices', 200, {
    success: true,
    result: { deviceList: devices, totalLoggedInProfiles: profiles.size },
  });
}

/**
 * Signs devices out of the account: they leave the device list and lose their player registration, whose
 * players hear it through playerRegistrationChanged (a player that is playing stops with 'player not registered').
 */
export function removeDevices(world: World, idents: readonly string[]): void {
  if (idents.length === 0) return;
  world.account.devices = world.account.devices.filter((device) => !idents.includes(device.deviceIdent));
  const unregistered = world.account.players.filter((player) => idents.includes(player.playerId));
  world.account.players = world.account.players.filter((player) => !idents.includes(player.playerId));
  world.events.emit('accountChanged', {});
  for (const player of unregistered) world.events.emit('playerRegistrationChanged', { playerId: player.playerId });
}

export function logoutDevices(world: World, request: MockRequest): MockResponse {
  const devices = world.account.devices;
  const listed = request.query.get('device_idents');
  let targets: string[];
  if (listed === null) {
    targets = devices.filter((device) => !device.isCurrentDevice).map((device) => device.deviceIdent);
  } else {
    const idents = [...new Set(listed.split(','))];
    const unknown = idents.find((ident) => !devices.some((device) => device.deviceIdent === ident));
    if (unknown) return billingReply('logoutDevices', 404, billingFailure(1004, `Unknown device: ${unknown}`));
    // The current device is never signed out: skipped and not reported.
    targets = idents.filter((ident) => !devices.some((device) => device.deviceIdent === ident && device.isCurrentDevice));
  }
  removeDevices(world, targets);
  return billingReply('logoutDevices', 200, { success: true, result: { deviceIdents: targets } });
}

export function linkSmartTv(world: World, _request: MockRequest, params: Record<string, string>): MockResponse {
  const token = params.token ?? '';
  const state = world.account.deviceLinkTokens[token];
  if (state === 'used') return profileReply('linkSmartTv', 403, failure(TV_AUTH_FAILED));
  if (state !== 'valid') return profileReply('linkSmartTv', 404, failure('Invalid or expired link'));
  world.account.deviceLinkTokens[token] = 'used';
  const active = world.account.profiles.find((profile) => profile.id === world.account.activeProfileId);
  const device: Device = {
    deviceIdent: `samsungtv-${alphanumeric(`${world.seed}|${token}`, 8)}`,
    type: 'samsungtv',
    lastWatch: null,
    profileAvatar: active?.avatar ?? null,
    profileName: active?.name ?? null,
    lastUsedFromLocation: null,
    isCurrentDevice: false,
  };
  if (!world.account.devices.some((candidate) => candidate.deviceIdent === device.deviceIdent)) world.account.devices.push(device);
  world.events.emit('accountChanged', {});
  return profileReply('linkSmartTv', 303, { status: 'SUCCESS' }, { location: DEVICE_LINK_LOCATION });
}

export function geoCheckReply(status: 'PASS' | 'FAIL'): MockResponse {
  return profileReply('checkGeoFence', 200, status === 'PASS' ? { status, country: 'US' } : { status, country: 'CA' });
}

function sentBody(request: MockRequest): boolean {
  if (request.bodyError !== undefined) return true;
  const body = request.body;
  if (body === undefined || body === null || body === '') return false;
  if (body instanceof Uint8Array) return body.byteLength > 0;
  if (typeof body === 'object') return Object.keys(body).length > 0;
  return true;
}

export function checkGeoFence(world: World, request: MockRequest): MockResponse {
  if ([...request.query.keys()].length > 0 || sentBody(request)) {
    return profileReply('checkGeoFence', 400, failure('The geo check takes no parameters.'));
  }
  return geoCheckReply(world.account.geoStatus);
}

/**
 * The wording of the device calls: a geo-fail fault makes the geo check answer FAIL, and the Smart TV
 * link's documented 500 carries the text the client shows for any failure.
 */
export const devicesWording: ErrorWording = {
  faultReply(_world, operation, fault) {
    return fault.kind === 'geo-fail' && operation.operationId === 'checkGeoFence' ? geoCheckReply('FAIL') : null;
  },
  serverError(operation, message) {
    if (operation.operationId !== 'linkSmartTv') return null;
    return errorReply('failure', 500, 'Something went wrong', { headers: { 'x-mock-detail': message } });
  },
};
