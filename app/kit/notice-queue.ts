/** The notice queue: add appends, dismiss drops the first, show sets the first active. Pure. */

export const NOTICE_DEFAULT_DURATION_MS = 5000;
/** Notices fade one second before they end. */
export const NOTICE_FADE_MS = 1000;
export const TOAST_DURATION_MS = 4000;

export interface Notice {
  id: number;
  title: string;
  body?: string;
  type: 'success' | 'error';
  noticeDuration?: number;
}

export interface NoticeQueueState {
  queue: Notice[];
  active: Notice | null;
}

export const EMPTY_NOTICE_QUEUE: NoticeQueueState = { queue: [], active: null };

export type NoticeAction = { type: 'add'; notice: Notice } | { type: 'dismiss' } | { type: 'show' };

export function noticeQueueReducer(state: NoticeQueueState, action: NoticeAction): NoticeQueueState {
  switch (action.type) {
    case 'add':
      return { ...state, queue: [...state.queue, action.notice] };
    case 'dismiss':
      return { queue: state.queue.slice(1), active: null };
    case 'show':
      return { ...state, active: state.queue[0] ?? null };
  }
}

/** How long a notice shows (default 5000 ms) and when its fade starts (one second before the end). */
export function noticeTiming(notice: Pick<Notice, 'noticeDuration'>): { durationMs: number; fadeAtMs: number } {
  const durationMs = notice.noticeDuration && notice.noticeDuration > 0 ? notice.noticeDuration : NOTICE_DEFAULT_DURATION_MS;
  return { durationMs, fadeAtMs: Math.max(0, durationMs - NOTICE_FADE_MS) };
}
