/**
 * The notification overlay (loaded with import() only once there is a notification to show, together with
 * DOMPurify): renders the overlay rules of app/features/notifications/logic/notification-overlay.ts for the five kinds.
 */
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode, type TransitionEvent } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../kit/Dialog.tsx';
import { SUPPORT_URL } from '../../kit/ErrorPage.tsx';
import { linkTargetOf } from '../../lib/routing/app-path.ts';
import { PATHS } from '../../lib/routing/route-table.ts';
import {
  initialOverlayState,
  isDismissible,
  isSeen,
  linkify,
  NOTIFICATION_TRANSITION_DEBOUNCE_MS,
  overlayReducer,
  surveyComplete,
  type OverlayNotification,
  type SurveyAnswers,
} from './logic/notification-overlay.ts';
import { ReactionWidget } from './ReactionWidget.tsx';
import { trackReaction } from './survey-tracking.ts';
import { EMAIL_VERIFICATION_TEXTS, NOTIFICATION_TEXTS } from './texts.ts';
import './notifications.css';

type Kind<T extends OverlayNotification['__typename']> = Extract<OverlayNotification, { __typename: T }>;

export interface NotificationOverlayProps {
  /** What should show now (notificationToShow), or null. */
  target: OverlayNotification | null;
  /** The user put it away (Dismiss, Hide, Escape, an overlay click, a followed link, a finished survey). */
  onAcknowledge: (notification: OverlayNotification) => void;
  /** A request's action button; rejects with a message to show. */
  onAction: (notification: Kind<'RequestNotification'>, actionId: string) => Promise<void>;
  /** Every question of a survey has an answer. */
  onSurveyAnswered: (notification: Kind<'SurveyNotification'>, answers: SurveyAnswers) => void;
}

/** If a transition never reports its end (a hidden tab), the sequence moves on after this long. */
const TRANSITION_FALLBACK_MS = 1000;

export default function NotificationOverlay({ target, onAcknowledge, onAction, onSurveyAnswered }: NotificationOverlayProps) {
  const [state, dispatch] = useReducer(overlayReducer<OverlayNotification>, undefined, () => initialOverlayState<OverlayNotification>());
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => dispatch({ type: 'target', notification: target }), [target, state.phase]);

  // The phase moves on when its transition ends; a transition that never reports keeps nobody waiting.
  useEffect(() => {
    if (state.phase !== 'entering' && state.phase !== 'leaving') return;
    const fallback = setTimeout(() => dispatch({ type: 'transition-end' }), TRANSITION_FALLBACK_MS);
    return () => clearTimeout(fallback);
  }, [state.phase, state.notification]);

  useEffect(
    () => () => {
      if (debounce.current) clearTimeout(debounce.current);
    },
    [],
  );

  function onTransitionEnd(event: TransitionEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || event.propertyName !== 'opacity') return;
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => dispatch({ type: 'transition-end' }), NOTIFICATION_TRANSITION_DEBOUNCE_MS);
  }

  const notification = state.notification;
  if (state.phase === 'hidden' || !notification) return null;
  return (
    <div
      className="notification-overlay"
      data-phase={state.phase}
      data-seen={isSeen(state) ? 'true' : 'false'}
      data-testid="notification-overlay"
      onTransitionEnd={onTransitionEnd}
    >
      <NotificationDialog
        key={notification.id}
        notification={notification}
        onAcknowledge={onAcknowledge}
        onAction={onAction}
        onSurveyAnswered={onSurveyAnswered}
      />
    </div>
  );
}

interface DialogProps extends Omit<NotificationOverlayProps, 'target'> {
  notification: OverlayNotification;
}

function NotificationDialog({ notification, onAcknowledge, onAction, onSurveyAnswered }: DialogProps) {
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

function Buttons({ children }: { children: ReactNode }) {
  return <div className="notification-buttons">{children}</div>;
}

function NotificationImage({ url }: { url: string | null }) {
  // Decorative: the title and text say what it is about.
  return url ? <img className="notification-image" src={url} alt="" /> : null;
}

function LinkifiedText({ body }: { body: string }) {
  const parts = useMemo(() => linkify(body), [body]);
  return (
    <p className="notification-text">
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/**
 * A link to a path of this app navigates in the app; an http(s) page elsewhere opens as an ordinary link; anything
 * else (`javascript:`, a host hidden behind `/\`) is not offered (lib/routing/app-path.ts).
 */
function ActionLink({ url, iconURL, onFollow, children }: { url: string; iconURL: string | null; onFollow: () => void; children: ReactNode }) {
  const icon = iconURL ? <img className="notification-icon" src={iconURL} alt="" /> : null;
  const target = linkTargetOf(url, window.location.origin);
  if (!target) return null;
  if (target.kind === 'app') {
    return (
      <Link className="notification-action" to={target.path} onClick={onFollow}>
        {icon}
        {children}
      </Link>
    );
  }
  return (
    <a className="notification-action" href={target.href} onClick={onFollow}>
      {icon}
      {children}
    </a>
  );
}

function Survey({
  notification,
  onHide,
  onAnswered,
}: {
  notification: Kind<'SurveyNotification'>;
  onHide: () => void;
  onAnswered: NotificationOverlayProps['onSurveyAnswered'];
}) {
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [done, setDone] = useState(false);

  function choose(questionId: string, answerId: string) {
    if (done) return;
    const next = { ...answers, [questionId]: answerId };
    setAnswers(next);
    if (surveyComplete(notification.questions, next)) {
      setDone(true);
      onAnswered(notification, next);
    }
  }

  return (
    <>
      <p className="notification-text">{NOTIFICATION_TEXTS.surveyIntro}</p>
      {notification.questions.map((question) => (
        <fieldset key={question.id} className="notification-question">
          <legend>{question.name}</legend>
          {question.answers.map((answer) => (
            <label key={answer.id} className="notification-answer">
              <input
                type="radio"
                name={`${notification.id}-${question.id}`}
                value={answer.id}
                checked={answers[question.id] === answer.id}
                onChange={() => choose(question.id, answer.id)}
              />
              {answer.name}
            </label>
          ))}
        </fieldset>
      ))}
      <Buttons>
        <button type="button" onClick={onHide}>
          {NOTIFICATION_TEXTS.hide}
        </button>
      </Buttons>
    </>
  );
}

// An image the server's HTML left without a text alternative is treated as decoration.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** Only what HTML formatting needs survives: no scripts, no event handler attributes, no forms or frames. */
function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe'] });
}

function Request({
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
