/**
 * The account area's REST calls, one function each, on the profile/user and billing response rules
 * (app/api/rest/*-outcome.ts). Reads go through the hooks beside them (hooks/), changes are sent from handlers.
 */
import type { components } from '../../../../generated/rest/profile.ts';
import { billingCall } from '../../../api/rest/billing-outcome.ts';
import type { RestClients } from '../../../api/rest/clients.ts';
import { currentUserCall, profileCall } from '../../../api/rest/profile-outcome.ts';
import { PROFILE_ERRORS } from '../texts.ts';

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

export const deleteProfile = (clients: RestClients, id: string) =>
  profileCall(() => clients.profile.POST('/user/profiles/delete.json', { body: { id } }), PROFILE_ERRORS.deleteProfile);
