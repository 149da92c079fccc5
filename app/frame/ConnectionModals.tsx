import { useEffect, useSyncExternalStore } from 'react';
import { PRODUCT_NAME } from '../../common/product.ts';
import { logoutPath } from '../lib/routing/links.ts';
import { connectionStatus } from '../kit/connection-status.ts';
import { Dialog } from '../kit/Dialog.tsx';
import { useModals } from '../kit/ShellProvider.tsx';
import { Button } from '../kit/Button.tsx';

export const NETWORK_ISSUE_TEXT = `We’ve lost connection to ${PRODUCT_NAME}. Please reload your browser to continue.`;
export const SESSION_EXPIRED_TEXT = 'You have been logged out of this session. Please log in again to continue.';

/** Leaves the app for the logout path (post-logout target: the root). */
function logOut(): void {
  window.location.assign(logoutPath(false));
}

/**
 * Pushes the session-expired modal (401) or the network-issue modal (other network errors) when the
 * GraphQL client reports one. Session expired wins: a 401 makes the network issue moot.
 */
export function ConnectionModals() {
  const status = useSyncExternalStore(connectionStatus.subscribe, connectionStatus.get, connectionStatus.get);
  const modals = useModals();

  useEffect(() => {
    if (status.sessionExpired && !modals.has('session_expired')) {
      modals.push({
        type: 'session_expired',
        // Closing it in any way logs the user out.
        render: () => (
          <Dialog title="Session expired" onClose={logOut}>
            <p>{SESSION_EXPIRED_TEXT}</p>
            <Button variant="primary" onClick={logOut}>
              OK
            </Button>
          </Dialog>
        ),
      });
    } else if (!status.sessionExpired && status.networkIssue && !modals.has('network_issue')) {
      modals.push({
        type: 'network_issue',
        render: () => (
          <Dialog title="Connection lost" persistent onClose={() => undefined}>
            <p>{NETWORK_ISSUE_TEXT}</p>
            <Button variant="primary" onClick={() => window.location.reload()}>
              Reload
            </Button>
          </Dialog>
        ),
      });
    }
  }, [status, modals]);

  return null;
}
