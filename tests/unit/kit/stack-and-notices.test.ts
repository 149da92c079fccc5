import { describe, expect, it } from 'vitest';
import { createModalStore, currentModal, popModal, pushModal } from '../../../app/kit/modal-stack.ts';
import { EMPTY_NOTICE_QUEUE, noticeQueueReducer, noticeTiming, TOAST_DURATION_MS, type Notice } from '../../../app/kit/notice-queue.ts';

describe('modal stack', () => {
  it('push adds, pop removes the last, the top is current', () => {
    let stack = pushModal([], { id: 1, type: 'confirmation_dialog', content: null });
    stack = pushModal(stack, { id: 2, type: 'network_issue', content: null });
    expect(currentModal(stack)?.type).toBe('network_issue');
    stack = popModal(stack);
    expect(currentModal(stack)?.type).toBe('confirmation_dialog');
    expect(currentModal(popModal(stack))).toBeUndefined();
    expect(popModal([])).toEqual([]);
  });
  it('the store notifies listeners and closes by id', () => {
    const store = createModalStore<string>();
    let calls = 0;
    store.subscribe(() => calls++);
    const a = store.push('upsell_dvr', 'a');
    store.push('session_expired', 'b');
    expect(store.has('session_expired')).toBe(true);
    store.close(a);
    expect(store.get().map((entry) => entry.content)).toEqual(['b']);
    store.pop();
    expect(store.get()).toEqual([]);
    expect(calls).toBe(4);
  });
});

describe('notice queue', () => {
  const notice = (id: number, noticeDuration?: number): Notice => ({ id, title: `n${id}`, type: 'success', noticeDuration });

  it('add appends, show sets the first active, dismiss drops the first', () => {
    let state = noticeQueueReducer(EMPTY_NOTICE_QUEUE, { type: 'add', notice: notice(1) });
    state = noticeQueueReducer(state, { type: 'add', notice: notice(2) });
    expect(state.active).toBeNull();
    state = noticeQueueReducer(state, { type: 'show' });
    expect(state.active?.id).toBe(1);
    state = noticeQueueReducer(state, { type: 'dismiss' });
    expect(state.queue.map((n) => n.id)).toEqual([2]);
    state = noticeQueueReducer(state, { type: 'show' });
    expect(state.active?.id).toBe(2);
    state = noticeQueueReducer(noticeQueueReducer(state, { type: 'dismiss' }), { type: 'show' });
    expect(state).toEqual({ queue: [], active: null });
  });
  it('shows for 5000 ms by default and fades one second before the end', () => {
    expect(noticeTiming(notice(1))).toEqual({ durationMs: 5000, fadeAtMs: 4000 });
    expect(noticeTiming(notice(1, 15000))).toEqual({ durationMs: 15000, fadeAtMs: 14000 });
    expect(noticeTiming(notice(1, 500))).toEqual({ durationMs: 500, fadeAtMs: 0 });
  });
  it('toasts last 4 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
  });
});
