import type { NotificationChangedSubscription, NotificationFieldsFragment } from '../../../../generated/graphql/operations.ts';

/**
 * The notification overlay's rules, apart from React: which notification shows, how live changes apply to
 * the list, and the fade/seen sequence of the overlay itself.
 */

export type OverlayNotification = NotificationFieldsFragment;
export type NotificationChange = NotificationChangedSubscription['notificationChanged'];

/** Live changes wait this long in a queue before they are applied (the contract's 100 time units). */
export const NOTIFICATION_CHANGE_DELAY_MS = 100;
/** The overlay's transition-end handler is debounced by this much before it counts. */
export const NOTIFICATION_TRANSITION_DEBOUNCE_MS = 50;

export interface OverlayConditions {
  /** Any modal of the shell's modal stack is open. */
  modalOpen: boolean;
  /** From the user's subscription; false (or still unknown) hides the overlay. */
  hasContentAccess: boolean;
  /** Any other reason the page has to keep it away (e.g. the player fills the screen). */
  blocked?: boolean;
}

function createdAtMs(item: Pick<OverlayNotification, 'createdAt'>): number {
  const at = Date.parse(item.createdAt);
  return Number.isNaN(at) ? 0 : at;
}

/** The newest notification not yet acknowledged, or null. Ties keep list order (the list is newest first). */
export function newestUnacknowledged<N extends Pick<OverlayNotification, 'createdAt' | 'acknowledgedAt'>>(list: readonly N[]): N | null {
  let newest: N | null = null;
  for (const item of list) {
    if (item.acknowledgedAt !== null) continue;
    if (newest === null || createdAtMs(item) > createdAtMs(newest)) newest = item;
  }
  return newest;
}

/**
 * What the overlay shows: only the newest unacknowledged notification, and nothing while a modal is open,
 * without content access, or while something else blocks it.
 */
export function notificationToShow<N extends Pick<OverlayNotification, 'createdAt' | 'acknowledgedAt'>>(
  list: readonly N[],
  conditions: OverlayConditions,
): N | null {
  if (conditions.modalOpen || !conditions.hasContentAccess || conditions.blocked) return null;
  return newestUnacknowledged(list);
}

export interface AppliedChanges {
  list: OverlayNotification[];
  /** A CREATED change was among them: the list is fetched again. */
  refetch: boolean;
}

/**
 * Applies queued live changes in order: CREATED adds the notification at the front (once) and asks for a
 * refetch; UPDATED replaces the notification with the same id (an unknown id changes nothing); DELETED
 * removes it.
 */
export function applyNotificationChanges(list: readonly OverlayNotification[], changes: readonly NotificationChange[]): AppliedChanges {
  let next = [...list];
  let refetch = false;
  for (const change of changes) {
    switch (change.type) {
      case 'CREATED': {
        refetch = true;
        const created = change.notification;
        if (created) next = [created, ...next.filter((item) => item.id !== created.id)];
        break;
      }
      case 'UPDATED': {
        const updated = change.notification;
        if (updated) next = next.map((item) => (item.id === change.notificationId ? updated : item));
        break;
      }
      case 'DELETED':
        next = next.filter((item) => item.id !== change.notificationId);
        break;
    }
  }
  return { list: next, refetch };
}

/**
 * The changes heard or made since the list was last asked for, once `changes` are (a CREATED one asks for the list
 * again, whose answer will hold them all: none since then). The list's next answer was read before these, so they are
 * applied again on top of it (a notification withdrawn while a refetch travelled must not come back with its answer).
 */
export function changesSinceAsked(since: readonly NotificationChange[], changes: readonly NotificationChange[]): NotificationChange[] {
  return applyNotificationChanges([], changes).refetch ? [] : [...since, ...changes];
}

/** The list after the user acknowledged one (before the server answers): it no longer counts as unacknowledged. */
export function markAcknowledged(list: readonly OverlayNotification[], id: string, at: string): OverlayNotification[] {
  return list.map((item) => (item.id === id && item.acknowledgedAt === null ? { ...item, acknowledgedAt: at } : item));
}

// ---------------------------------------------------------------------------------------------------------
// The overlay's fade and seen sequence
// ---------------------------------------------------------------------------------------------------------

/**
 * hidden → entering (fading in) → shown (marked seen when the fade-in's transition ends) → leaving (fading
 * out) → hidden. The notification being shown is kept while it fades out, even once it left the list.
 */
export type OverlayPhase = 'hidden' | 'entering' | 'shown' | 'leaving';

export interface OverlayState<N extends { id: string }> {
  phase: OverlayPhase;
  notification: N | null;
  /** Ids marked seen, oldest first. */
  seen: readonly string[];
}

export type OverlayEvent<N extends { id: string }> =
  /** What should show now (notificationToShow), or null. */
  | { type: 'target'; notification: N | null }
  /** The overlay's transition ended (already debounced). */
  | { type: 'transition-end' };

export function initialOverlayState<N extends { id: string }>(): OverlayState<N> {
  return { phase: 'hidden', notification: null, seen: [] };
}

export function overlayReducer<N extends { id: string }>(state: OverlayState<N>, event: OverlayEvent<N>): OverlayState<N> {
  switch (event.type) {
    case 'target': {
      const target = event.notification;
      const current = state.notification;
      switch (state.phase) {
        case 'hidden':
          return target ? { ...state, phase: 'entering', notification: target } : state;
        case 'entering':
        case 'shown':
          if (target && current && target.id === current.id) return target === current ? state : { ...state, notification: target };
          // Another one (or none) is due: this one fades out first.
          return { ...state, phase: 'leaving' };
        case 'leaving':
          // The same one is due again before it finished fading out: it fades back in.
          if (target && current && target.id === current.id) return { ...state, phase: 'entering', notification: target };
          return state;
      }
      return state;
    }
    case 'transition-end':
      switch (state.phase) {
        case 'entering': {
          const id = state.notification?.id;
          const seen = id === undefined || state.seen.includes(id) ? state.seen : [...state.seen, id];
          return { ...state, phase: 'shown', seen };
        }
        case 'leaving':
          return { ...state, phase: 'hidden', notification: null };
        case 'hidden':
        case 'shown':
          return state;
      }
  }
  return state;
}

/** Whether the overlay's notification has been marked seen. */
export function isSeen<N extends { id: string }>(state: OverlayState<N>): boolean {
  return state.notification !== null && state.seen.includes(state.notification.id);
}

// ---------------------------------------------------------------------------------------------------------
// Kinds
// ---------------------------------------------------------------------------------------------------------

/**
 * How the user may put it away: every kind but a request has its own button; a request only when it is
 * dismissible (the button and an overlay click), otherwise a 'Need help?' footer shows instead.
 */
export function isDismissible(notification: OverlayNotification): boolean {
  switch (notification.__typename) {
    case 'RequestNotification':
      return notification.isDismissible;
    case 'MessageNotification':
    case 'NavigationNotification':
    case 'SurveyNotification':
    case 'EmailVerificationNotification':
      return true;
  }
}

/** Survey answers chosen so far: question id → answer id. */
export type SurveyAnswers = Readonly<Record<string, string>>;

/** Whether every question of the survey has an answer (then the answers are tracked and the survey dismissed). */
export function surveyComplete(questions: ReadonlyArray<{ id: string; answers: ReadonlyArray<{ id: string }> }>, answers: SurveyAnswers): boolean {
  return questions.every((question) => {
    const chosen = answers[question.id];
    return chosen !== undefined && question.answers.some((answer) => answer.id === chosen);
  });
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence, not a URL. */
const TRAILING = /[.,;:!?)\]]+$/;

/** A plain-text body with its http(s) URLs as links (trailing sentence punctuation stays text). */
export function linkify(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const href = raw.replace(TRAILING, '');
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

// ---------------------------------------------------------------------------------------------------------
// Live-update errors
// ---------------------------------------------------------------------------------------------------------

/** What a failure of the live notification subscription is, reduced to what the rule reads. */
export interface LiveErrorFacts {
  /** The GraphQL errors' extension codes. */
  codes: readonly string[];
  /** An HTTP status or socket close code, when there is one. */
  status?: number;
  message: string;
}

/** Codes that mean the session expired (a 401 answer, the socket refused with 4401/4403, or an unauthorized error code). */
const UNAUTHORIZED_CODES = new Set(['UNAUTHORIZED', 'UNAUTHENTICATED']);
const UNAUTHORIZED_STATUSES = new Set([401, 4401, 4403]);

/**
 * An unauthorized error means the session expired (the session-expired flow); a timeout is reported as an
 * error; anything else is left to the socket's own reconnecting.
 */
export function liveErrorOutcome(facts: LiveErrorFacts): 'session-expired' | 'report' | 'ignore' {
  if (facts.codes.some((code) => UNAUTHORIZED_CODES.has(code.toUpperCase())) || (facts.status !== undefined && UNAUTHORIZED_STATUSES.has(facts.status))) {
    return 'session-expired';
  }
  if (/time(d)?\s?out/i.test(facts.message)) return 'report';
  return 'ignore';
}
