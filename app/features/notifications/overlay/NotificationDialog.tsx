import { Dialog } from '../../../kit/Dialog.tsx';
import { PATHS } from '../../../lib/routing/route-table.ts';
import { isDismissible, type OverlayNotification } from '../logic/notification-overlay.ts';
import { ReactionWidget } from '../ReactionWidget.tsx';
import { trackReaction } from '../survey-tracking.ts';
import { EMAIL_VERIFICATION_TEXTS, NOTIFICATION_TEXTS } from '../texts.ts';
import { ActionLink, Buttons, LinkifiedText, NotificationImage } from './parts.tsx';
import { Request } from './Request.tsx';
import { Survey } from './Survey.tsx';
import type { NotificationOverlayProps } from './types.ts';

interface DialogProps extends Omit<NotificationOverlayProps, 'target'> {
  notification: OverlayNotification;
}

/** One notification in the dialog: its title, and its body by kind; only a dismissible one closes on Escape or an outside click. */
export function NotificationDialog({ notification, onAcknowledge, onAction, onSurveyAnswered }: DialogProps) {
  const dismissible = isDismissible(notification);
  const acknowledge = () => onAcknowledge(notification);
  return (
    <Dialog
      title={titleOf(notification)}
      hideClose
      persistent={!dismissible}
      onClose={acknowledge}
      panelClassName="notification-panel"
    >
      <NotificationBody notification={notification} onAcknowledge={acknowledge} onAction={onAction} onSurveyAnswered={onSurveyAnswered} />
    </Dialog>
  );
}

function titleOf(notification: OverlayNotification): string {
  switch (notification.__typename) {
    case 'MessageNotification':
    case 'NavigationNotification':
    case 'RequestNotification':
      return notification.title;
    case 'SurveyNotification':
      return NOTIFICATION_TEXTS.surveyTitle;
    case 'EmailVerificationNotification':
      return EMAIL_VERIFICATION_TEXTS[notification.action].title;
  }
}

interface BodyProps {
  notification: OverlayNotification;
  onAcknowledge: () => void;
  onAction: NotificationOverlayProps['onAction'];
  onSurveyAnswered: NotificationOverlayProps['onSurveyAnswered'];
}

function NotificationBody({ notification, onAcknowledge, onAction, onSurveyAnswered }: BodyProps) {
  switch (notification.__typename) {
    case 'MessageNotification':
      return (
        <>
          <NotificationImage url={notification.imageURL} />
          <LinkifiedText body={notification.body} />
          <ReactionWidget promptId={`notification:${notification.id}`} onReact={(reaction) => trackReaction({ promptId: `notification:${notification.id}`, reaction })} />
          <Buttons>
            <button type="button" onClick={onAcknowledge}>
              {NOTIFICATION_TEXTS.dismiss}
            </button>
          </Buttons>
        </>
      );
    case 'NavigationNotification':
      return (
        <>
          <NotificationImage url={notification.imageURL} />
          <p className="notification-text">{notification.body}</p>
          <Buttons>
            <ActionLink url={notification.navigationAction.url} iconURL={notification.navigationAction.iconURL} onFollow={onAcknowledge}>
              {notification.navigationAction.label}
            </ActionLink>
            <button type="button" onClick={onAcknowledge}>
              {NOTIFICATION_TEXTS.dismiss}
            </button>
          </Buttons>
        </>
      );
    case 'SurveyNotification':
      return <Survey notification={notification} onHide={onAcknowledge} onAnswered={onSurveyAnswered} />;
    case 'EmailVerificationNotification': {
      const texts = EMAIL_VERIFICATION_TEXTS[notification.action];
      return (
        <>
          <p className="notification-text">{texts.body}</p>
          <Buttons>
            <ActionLink url={PATHS.settings} iconURL={null} onFollow={onAcknowledge}>
              {texts.link}
            </ActionLink>
            <button type="button" onClick={onAcknowledge}>
              {NOTIFICATION_TEXTS.hide}
            </button>
          </Buttons>
        </>
      );
    }
    case 'RequestNotification':
      return <Request notification={notification} onDismiss={onAcknowledge} onAction={onAction} />;
  }
}
