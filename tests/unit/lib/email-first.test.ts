import { describe, expect, it } from 'vitest';
import { needsEmailFirst, upgradeGate, type EmailFirstUser } from '../../../app/lib/account/email-first.ts';

describe('who is asked for an email first (navigation, save, favorite, settings, upgrade)', () => {
  it.each<[string, EmailFirstUser | null, boolean]>([
    ['a signed-out visitor (uncredentialed, no email)', { isUncredentialed: true, email: null }, true],
    ['an account flagged uncredentialed even with an email on file', { isUncredentialed: true, email: 'guest@example.com' }, true],
    ['an account signed up by mobile number only (no email)', { isUncredentialed: false, email: null }, true],
    ['an account whose email is blank', { isUncredentialed: false, email: '  ' }, true],
    ['a subscriber with an email', { isUncredentialed: false, email: 'jordan.rivera@example.com' }, false],
    ['a user not read yet (the server answers 1512 if need be)', null, false],
  ])('%s', (_name, user, asked) => {
    expect(needsEmailFirst(user)).toBe(asked);
    expect(upgradeGate(user)).toBe(asked ? 'add-email-and-upgrade' : 'none');
  });
});
