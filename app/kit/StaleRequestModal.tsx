import { useCallback } from 'react';
import { Dialog } from './Dialog.tsx';
import { useModals } from './ShellProvider.tsx';
import { Button } from './Button.tsx';

export const STALE_REQUEST_TITLE = 'Data Update in Progress';

/** Reloads the page: what the app shows is older than what the server holds. */
function reload(): void {
  window.location.reload();
}

/**
 * Opens the stale-request modal ('Data Update in Progress') when a billing answer says the app's view of the
 * account is out of date (code 1406), with the answer's message when it has one ('… Please reload your
 * browser and try again. (Code: 1406)'): closing it in any way reloads the page. Opened once, however many
 * answers say so.
 */
export function useStaleRequestModal(): (message?: string) => void {
  const modals = useModals();
  return useCallback((message?: string) => {
    if (modals.has('stale_request')) return;
    modals.push({
      type: 'stale_request',
      render: () => (
        <Dialog title={STALE_REQUEST_TITLE} onClose={reload}>
          {message ? <p>{message}</p> : null}
          <Button variant="primary" onClick={reload}>
            OK
          </Button>
        </Dialog>
      ),
    });
  }, [modals]);
}
