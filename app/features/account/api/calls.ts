/**
 * The account area's REST calls, one function each, on the profile/user and billing response rules
 * (app/api/rest/*-outcome.ts). Reads go through the hooks beside them (hooks/), changes are sent from handlers.
 */
import type { components } from '../../../../generated/rest/profile.ts';
import { billingCall } from '../../../api/rest/billing-outcome.ts';
import type { RestClients } from '../../../api/rest/clients.ts';
import { currentUserCall, profileCall } from '../../../api/rest/profile-outcome.ts';
import type { DeviceLinkAnswer } from '../logic/device-link.ts';
import { PROFILE_ERRORS, SIGN_OUT_FAILED } from '../texts.ts';

export type Profile = components['schemas']['Profile'];
export type Avatar = components['schemas']['Avatar'];
export type User = components['schemas']['User'];
export type Device = components['schemas']['Device'];

export const loadCurrentUser = (clients: RestClients) => currentUserCall(() => clients.profile.GET('/user'));

export const loadProfiles = (clients: RestClients) => profileCall(() => clients.profile.GET('/user/profiles/list.json'), PROFILE_ERRORS.loadProfiles);

export const loadAvatars = (clients: RestClients) => profileCall(() => clients.profile.GET('/user/avatars'), PROFILE_ERRORS.loadAvatars);

export const loadDevices = (clients: RestClients) => billingCall(() => clients.profile.GET('/user/devices'));

export const switchProfile = (clients: RestClients, id: string) =>
  profileCall(() => clients.profile.POST('/user/profiles/switch.json', { body: { id } }), PROFILE_ERRORS.switchProfile);

export const createProfile = (clients: RestClients, name: string, avatarName: string) =>
  profileCall(() => clients.profile.POST('/user/profiles/create.json', { body: { name, avatar_name: avatarName } }), PROFILE_ERRORS.createProfile);

/** Edit sends only the changed fields. */
export const updateProfile = (clients: RestClients, id: string, changes: { name?: string; avatar_name?: string }) =>
  profileCall(() => clients.profile.POST('/user/profiles/update.json', { body: { id, ...changes } }), PROFILE_ERRORS.saveProfile);

/** Changes the account holder's name (PUT /user): SUCCESS, or the server's message. */
export const updateUserName = (clients: RestClients, name: string) =>
  profileCall(() => clients.profile.PUT('/user', { body: { name } }), PROFILE_ERRORS.saveName);

export const deleteProfile = (clients: RestClients, id: string) =>
  profileCall(() => clients.profile.POST('/user/profiles/delete.json', { body: { id } }), PROFILE_ERRORS.deleteProfile);

/** Signs devices out: the chosen idents, or (null) every device but this one. */
export const logoutDevices = (clients: RestClients, deviceIdents: readonly string[] | null) =>
  billingCall(
    () => clients.billing.POST('/billing/logout_devices', deviceIdents ? { params: { query: { device_idents: deviceIdents.join(',') } } } : {}),
    SIGN_OUT_FAILED,
  );

/**
 * Signs a Smart TV in through its link token: a POST with the JSON content type and no body. The answer is
 * read as the device link rule needs it (OK or not, the URL it came from after redirects, a failure's text);
 * an OK answer's body (the page the redirect led to) is not read.
 */
export async function linkSmartTv(clients: RestClients, token: string): Promise<DeviceLinkAnswer> {
  try {
    const { response, error } = await clients.profile.POST('/user/device_link/{token}', {
      params: { path: { token } },
      headers: { 'content-type': 'application/json' },
      parseAs: 'stream',
    });
    if (response.ok) void response.body?.cancel();
    const message = typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : null;
    return { kind: 'answer', ok: response.ok, status: response.status, finalUrl: response.url, message };
  } catch {
    return { kind: 'no-answer' };
  }
}
