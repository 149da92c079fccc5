import { describe, expect, it } from 'vitest';
import { lacksCredentials, upgradeGate, type UpgradeGateUser } from '../../../app/lib/account/upgrade-gate.ts';

describe('who adds an email before an upgrade', () => {
  it.each<[string, UpgradeGateUser | null, ReturnType<typeof upgradeGate>]>([
    ['a signed-out visitor (uncredentialed, no email)', { isUncredentialed: true, email: null }, 'add-email-and-upgrade'],
    ['a visitor with a sign-in still being verified', { isUncredentialed: true, email: null }, 'add-email-and-upgrade'],
    ['an account flagged uncredentialed even with an email on file', { isUncredentialed: true, email: 'guest@example.com' }, 'add-email-and-upgrade'],
    ['an account signed up by mobile number only (no email)', { isUncredentialed: false, email: null }, 'add-email-and-upgrade'],
    ['an account whose email is blank', { isUncredentialed: false, email: '  ' }, 'add-email-and-upgrade'],
    ['a subscriber with an email', { isUncredentialed: false, email: 'jordan.rivera@example.com' }, 'none'],
    ['a user not read yet (the server answers 1512 if need be)', null, 'none'],
  ])('%s', (_name, user, gate) => {
    expect(upgradeGate(user)).toBe(gate);
    if (user) expect(lacksCredentials(user)).toBe(gate !== 'none');
  });
});
