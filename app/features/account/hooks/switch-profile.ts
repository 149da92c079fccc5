import { useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { appPathOr } from '../../../lib/routing/app-path.ts';
import { switchProfile, type Profile } from '../api/calls.ts';

/** Where the browser goes after a switch (the site root unless the page asked for another path), or after the signed-in profile is deleted. */
export const DEFAULT_REDIRECT = '/';

/** A path of this app only (lib/routing/app-path.ts): a redirect never leaves the app. */
export function safeRedirect(redirect: string | null | undefined): string {
  return appPathOr(redirect, window.location.origin, DEFAULT_REDIRECT);
}

/** Switches to a profile, then the browser goes to the redirect path; the signed-in profile is a no-op. */
export function useSwitchProfile(redirect: string | null | undefined, onNoop: () => void) {
  const clients = useRestClients();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = (profile: Profile) => {
    if (profile.loggedIn) return onNoop();
    setBusy(true);
    void switchProfile(clients, profile.id).then((outcome) => {
      if (outcome.kind === 'success') return window.location.assign(safeRedirect(redirect));
      setBusy(false);
      setError(outcome.kind === 'failure' ? outcome.message : null);
    });
  };
  return { choose, error, busy };
}

export type ProfileSwitcher = ReturnType<typeof useSwitchProfile>;
