import type { ReactNode } from 'react';
import { useReload, useCurrentUser } from '../hooks/reads.ts';
import type { User } from '../api/calls.ts';
import { TRY_AGAIN } from '../texts.ts';

/**
 * Every account page reads the signed-in user (GET /user) first: its heading while it loads, 'Oops! We could
 * not find the requested user.' when the session's user no longer exists, the failure text with 'Try again'
 * otherwise, and the page once the user is known.
 */
export function AccountArea({ title, children }: { title: string; children: (user: User, reloadUser: () => void) => ReactNode }) {
  const [version, reload] = useReload();
  const user = useCurrentUser(version);
  if (user.loading) {
    return (
      <section className="account-page" aria-labelledby="page-title" aria-busy="true">
        <h1 id="page-title">{title}</h1>
      </section>
    );
  }
  const outcome = user.outcome;
  if (outcome.kind === 'success') return <>{children(outcome.data.user, reload)}</>;
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {outcome.kind === 'not-found' ? (
        <p className="empty-state">{outcome.message}</p>
      ) : (
        <div className="page-status">
          <p role="alert">{outcome.kind === 'failure' ? outcome.message : ''}</p>
          <button type="button" className="page-status-action" onClick={reload}>
            {TRY_AGAIN}
          </button>
        </div>
      )}
    </section>
  );
}
