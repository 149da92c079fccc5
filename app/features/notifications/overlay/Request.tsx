import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { SUPPORT_URL } from '../../../kit/ErrorPage.tsx';
import { NOTIFICATION_TEXTS } from '../texts.ts';
import { Buttons, NotificationImage } from './parts.tsx';
import type { Kind, NotificationOverlayProps } from './types.ts';

// An image the server's HTML left without a text alternative is treated as decoration.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** Only what HTML formatting needs survives: no scripts, no event handler attributes, no forms or frames. */
function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe'] });
}

/** A request: the server's HTML, sanitized, and its action buttons; one that cannot be dismissed offers support. */
export function Request({
  notification,
  onDismiss,
  onAction,
}: {
  notification: Kind<'RequestNotification'>;
  onDismiss: () => void;
  onAction: NotificationOverlayProps['onAction'];
}) {
  const html = useMemo(() => sanitize(notification.body), [notification.body]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function act(actionId: string) {
    setBusy(actionId);
    setError(null);
    onAction(notification, actionId).then(
      () => setBusy(null),
      (failure: unknown) => {
        setBusy(null);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  }

  return (
    <>
      <NotificationImage url={notification.imageURL} />
      <div className="notification-html" dangerouslySetInnerHTML={{ __html: html }} />
      {error && (
        <p className="notification-error" role="alert">
          {error}
        </p>
      )}
      <Buttons>
        {notification.actions.map((action) => (
          <button key={action.actionId} type="button" className="notification-action" disabled={busy !== null} onClick={() => act(action.actionId)}>
            {action.iconURL && <img className="notification-icon" src={action.iconURL} alt="" />}
            {action.label}
          </button>
        ))}
        {notification.isDismissible && (
          <button type="button" onClick={onDismiss}>
            {NOTIFICATION_TEXTS.dismiss}
          </button>
        )}
      </Buttons>
      {!notification.isDismissible && (
        <p className="notification-help">
          {NOTIFICATION_TEXTS.needHelp} <a href={SUPPORT_URL}>{NOTIFICATION_TEXTS.contactSupport}</a>
        </p>
      )}
    </>
  );
}
