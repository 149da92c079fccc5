import { describe, expect, it } from 'vitest';
import { cycleAvatar, pickerAvatars, randomAvatar } from '../../../app/features/account/logic/avatars.ts';
import { clientInfo } from '../../../app/features/account/logic/client-info.ts';
import { deviceListView } from '../../../app/features/account/logic/devices.ts';
import { initialProfileModal, profileModalReducer, type ProfileModalEvent, type ProfileModalState } from '../../../app/features/account/logic/profile-modal.ts';
import { validateProfileName } from '../../../app/features/account/logic/profile-name.ts';

describe('the profile name rule', () => {
  it.each([
    ['an unchanged name clears the status', 'Sam', 'Sam', { status: 'unchanged' }],
    ['surrounding spaces do not count as a change', '  Sam ', 'Sam', { status: 'unchanged' }],
    ['an empty name asks for one', '   ', 'Sam', { status: 'error', message: 'Please enter a name.' }],
    ['a new name is valid, trimmed', ' Samantha ', 'Sam', { status: 'valid', value: 'Samantha' }],
    ['255 characters are allowed', 'a'.repeat(255), 'Sam', { status: 'valid', value: 'a'.repeat(255) }],
    ['256 characters are too many', 'a'.repeat(256), 'Sam', { status: 'error', message: 'Please enter at most 255 characters.' }],
  ])('%s', (_name, input, saved, expected) => {
    expect(validateProfileName(input, saved)).toEqual(expected);
  });
});

describe('the avatar picker', () => {
  const list = [{ name: 'fox' }, { name: 'owl' }, { name: 'robot' }];
  it.each([
    ['next', 'fox', 1, 'owl'],
    ['next wraps from the last to the first', 'robot', 1, 'fox'],
    ['previous wraps from the first to the last', 'fox', -1, 'robot'],
    ['previous', 'robot', -1, 'owl'],
    ['an avatar outside the list starts at the first', 'custom', 1, 'fox'],
  ] as const)('%s', (_name, current, step, expected) => {
    expect(cycleAvatar(list, current, step)?.name).toBe(expected);
  });
  it('includes the current custom avatar first, and does not repeat a listed one', () => {
    expect(pickerAvatars(list, { name: 'custom' }).map((avatar) => avatar.name)).toEqual(['custom', 'fox', 'owl', 'robot']);
    expect(pickerAvatars(list, { name: 'owl' }).map((avatar) => avatar.name)).toEqual(['fox', 'owl', 'robot']);
  });
  it('picks a random avatar across the whole list, none from an empty one', () => {
    expect([0, 0.34, 0.99].map((random) => randomAvatar(list, random)?.name)).toEqual(['fox', 'owl', 'robot']);
    expect(randomAvatar([], 0.5)).toBeNull();
  });
});

describe('the device list', () => {
  it.each([
    [2, false, 2, null],
    [3, false, 3, null],
    [4, false, 3, 'Show More'],
    [4, true, 4, 'Show Less'],
  ] as const)('%i devices, expanded %s: %i shown, toggle %s', (count, expanded, shown, toggle) => {
    const view = deviceListView(Array.from({ length: count }, (_, index) => index), expanded);
    expect(view.shown).toHaveLength(shown);
    expect(view.toggle).toBe(toggle);
  });
});

describe('the profile modal modes', () => {
  const draft = { name: 'Sam', avatarName: 'fox' };
  const run = (events: ProfileModalEvent[], from: ProfileModalState = initialProfileModal()) => events.reduce(profileModalReducer, from);
  it.each<[string, ProfileModalEvent[], Partial<ProfileModalState>]>([
    ['opens in select', [], { mode: 'select' }],
    ['Edit profiles goes to select_edit and back', [{ type: 'toggleEdit' }], { mode: 'select_edit' }],
    ['Edit profiles toggles', [{ type: 'toggleEdit' }, { type: 'toggleEdit' }], { mode: 'select' }],
    ['choosing a profile in select does not edit it', [{ type: 'edit', profileId: 'p', draft }], { mode: 'select' }],
    ['choosing a profile in select_edit edits it', [{ type: 'toggleEdit' }, { type: 'edit', profileId: 'p', draft }], { mode: 'edit', profileId: 'p', draft }],
    ['add waits for the avatars', [{ type: 'add', avatarsLoaded: false, avatarName: null }], { mode: 'select' }],
    ['add starts with the avatar given and no name', [{ type: 'add', avatarsLoaded: true, avatarName: 'owl' }], { mode: 'add', draft: { name: '', avatarName: 'owl' } }],
    ['create returns to the mode add came from', [{ type: 'add', avatarsLoaded: true, avatarName: 'owl' }, { type: 'saved' }], { mode: 'select', draft: null }],
    ['cancel returns to select_edit after an add from there', [{ type: 'toggleEdit' }, { type: 'add', avatarsLoaded: true, avatarName: 'owl' }, { type: 'cancel' }], { mode: 'select_edit' }],
    ['save returns to select_edit', [{ type: 'toggleEdit' }, { type: 'edit', profileId: 'p', draft }, { type: 'saved' }], { mode: 'select_edit', profileId: null }],
    ['delete returns to select_edit focusing the previous profile', [{ type: 'toggleEdit' }, { type: 'edit', profileId: 'p', draft }, { type: 'deleted', index: 2 }], { mode: 'select_edit', focusedProfileIndex: 1 }],
    ['delete of the first profile focuses the first', [{ type: 'toggleEdit' }, { type: 'edit', profileId: 'p', draft }, { type: 'deleted', index: 0 }], { mode: 'select_edit', focusedProfileIndex: 0 }],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toMatchObject(expected);
  });
});

describe('the app-info footer', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', 'Linux', 'Chrome 156'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91', 'Windows', 'Edge 120'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15', 'macOS', 'Safari 17'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1', 'iOS', 'Chrome 120'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0', 'Android', 'Firefox 121'],
    ['curl/8.0', 'Unknown', 'Unknown'],
  ])('%s', (userAgent, os, browser) => {
    expect(clientInfo(userAgent)).toEqual({ os, browser });
  });
});
