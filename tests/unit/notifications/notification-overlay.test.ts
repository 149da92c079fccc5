import { describe, expect, it } from 'vitest';
import {
  applyNotificationChanges,
  changesSinceAsked,
  initialOverlayState,
  isDismissible,
  isSeen,
  linkify,
  liveErrorOutcome,
  markAcknowledged,
  newestUnacknowledged,
  notificationToShow,
  overlayReducer,
  surveyComplete,
  type NotificationChange,
  type OverlayNotification,
  type OverlayState,
} from '../../../app/features/notifications/logic/notification-overlay.ts';
import {
  parseRememberedPrompts,
  REACTION_HIDE_AFTER_MS,
  reactionReducer,
  REACTIONS,
  rememberPrompt,
  type ReactionEvent,
  type ReactionState,
} from '../../../app/features/notifications/logic/reaction-widget.ts';

const at = (hour: number) => `2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`;

function message(id: string, hour: number, acknowledgedAt: string | null = null): OverlayNotification {
  return { __typename: 'MessageNotification', id, type: 'MESSAGE', createdAt: at(hour), acknowledgedAt, title: id, body: '', imageURL: null };
}

function request(id: string, isDismissible: boolean): OverlayNotification {
  return { __typename: 'RequestNotification', id, type: 'REQUEST', createdAt: at(1), acknowledgedAt: null, title: id, body: '', imageURL: null, isDismissible, actions: [] };
}

const open = { modalOpen: false, hasContentAccess: true };

describe('which notification the overlay shows', () => {
  it.each([
    ['none', [], open, null],
    ['the newest unacknowledged', [message('a', 3), message('b', 5), message('c', 4)], open, 'b'],
    ['skips acknowledged ones, however new', [message('a', 3), message('b', 5, at(6))], open, 'a'],
    ['nothing when all are acknowledged', [message('a', 3, at(4))], open, null],
    ['ties keep list order (newest first)', [message('a', 3), message('b', 3)], open, 'a'],
    ['hidden while a modal is open', [message('a', 3)], { modalOpen: true, hasContentAccess: true }, null],
    ['hidden without content access', [message('a', 3)], { modalOpen: false, hasContentAccess: false }, null],
    ['hidden while something else blocks it', [message('a', 3)], { ...open, blocked: true }, null],
  ] as const)('%s', (_name, list, conditions, expected) => {
    expect(notificationToShow(list, conditions)?.id ?? null).toBe(expected);
  });

  it('newestUnacknowledged reads createdAt, not list position', () => {
    expect(newestUnacknowledged([message('old', 1), message('new', 9)])?.id).toBe('new');
  });
});

describe('live changes', () => {
  const list = [message('a', 3), message('b', 2)];
  const change = (type: NotificationChange['type'], notificationId: string, notification: OverlayNotification | null): NotificationChange => ({
    type,
    notificationId,
    notification,
  });

  it.each([
    ['CREATED adds at the front and refetches', [change('CREATED', 'c', message('c', 4))], ['c', 'a', 'b'], true],
    ['CREATED of one already listed keeps it once, at the front', [change('CREATED', 'b', message('b', 2))], ['b', 'a'], true],
    ['UPDATED replaces the match by id', [change('UPDATED', 'a', message('a', 3, at(5)))], ['a', 'b'], false],
    ['UPDATED of an unknown id changes nothing', [change('UPDATED', 'z', message('z', 9))], ['a', 'b'], false],
    ['DELETED removes the match', [change('DELETED', 'a', null)], ['b'], false],
    ['DELETED of an unknown id changes nothing', [change('DELETED', 'z', null)], ['a', 'b'], false],
    [
      'a queue applies in order',
      [change('CREATED', 'c', message('c', 4)), change('DELETED', 'a', null), change('UPDATED', 'c', message('c', 4, at(5)))],
      ['c', 'b'],
      true,
    ],
  ] as const)('%s', (_name, changes, ids, refetch) => {
    const applied = applyNotificationChanges(list, changes);
    expect(applied.list.map((item) => item.id)).toEqual(ids);
    expect(applied.refetch).toBe(refetch);
  });

  it('an UPDATED acknowledgement takes the notification out of the overlay', () => {
    const applied = applyNotificationChanges(list, [change('UPDATED', 'a', message('a', 3, at(5)))]);
    expect(notificationToShow(applied.list, open)?.id).toBe('b');
  });

  it('an answer asked for before a withdrawal is drawn with the changes since then applied again: the withdrawn one stays gone', () => {
    // A CREATED asks for the list again (none since); the withdrawal and an acknowledgement arrive while it travels.
    let since = changesSinceAsked([change('DELETED', 'z', null)], [change('CREATED', 'c', message('c', 4))]);
    expect(since).toEqual([]);
    since = changesSinceAsked(since, [change('DELETED', 'c', null)]);
    since = changesSinceAsked(since, [change('UPDATED', 'a', message('a', 3, at(5)))]);
    // The answer was read with 'c' in it, 'a' unread.
    const answer = [message('c', 4), ...list];
    const drawn = applyNotificationChanges(answer, since).list;
    expect(drawn.map((item) => item.id)).toEqual(['a', 'b']);
    expect(notificationToShow(drawn, open)?.id).toBe('b');
    // The next CREATED asks again: its answer holds all of these.
    expect(changesSinceAsked(since, [change('CREATED', 'd', message('d', 6))])).toEqual([]);
  });

  it('acknowledging locally hides it at once, leaving the others', () => {
    const next = markAcknowledged(list, 'a', at(6));
    expect(next.map((item) => item.acknowledgedAt)).toEqual([at(6), null]);
    expect(notificationToShow(next, open)?.id).toBe('b');
  });
});

describe('the overlay sequence: fade in, seen at the transition end, fade out', () => {
  type State = OverlayState<OverlayNotification>;
  const a = message('a', 3);
  const b = message('b', 4);
  const start: State = initialOverlayState();
  const run = (events: Parameters<typeof overlayReducer<OverlayNotification>>[1][]) => events.reduce<State>((state, event) => overlayReducer(state, event), start);

  it.each([
    ['a target fades in', [{ type: 'target', notification: a }], 'entering', 'a', false],
    ['its transition end marks it seen', [{ type: 'target', notification: a }, { type: 'transition-end' }], 'shown', 'a', true],
    ['no target keeps it hidden', [{ type: 'target', notification: null }], 'hidden', null, false],
    ['a stray transition end while hidden does nothing', [{ type: 'transition-end' }], 'hidden', null, false],
    [
      'acknowledged (no target): it fades out, still showing',
      [{ type: 'target', notification: a }, { type: 'transition-end' }, { type: 'target', notification: null }],
      'leaving',
      'a',
      true,
    ],
    [
      'the fade-out ends: hidden',
      [{ type: 'target', notification: a }, { type: 'transition-end' }, { type: 'target', notification: null }, { type: 'transition-end' }],
      'hidden',
      null,
      false,
    ],
    [
      'a newer one arrives: the shown one fades out first',
      [{ type: 'target', notification: a }, { type: 'transition-end' }, { type: 'target', notification: b }],
      'leaving',
      'a',
      true,
    ],
    [
      '…then the newer one fades in',
      [{ type: 'target', notification: a }, { type: 'transition-end' }, { type: 'target', notification: b }, { type: 'transition-end' }, { type: 'target', notification: b }],
      'entering',
      'b',
      false,
    ],
    [
      'the same one due again while fading out fades back in',
      [{ type: 'target', notification: a }, { type: 'transition-end' }, { type: 'target', notification: null }, { type: 'target', notification: a }],
      'entering',
      'a',
      true,
    ],
    [
      'a modal opens before the fade-in ends: it leaves unseen',
      [{ type: 'target', notification: a }, { type: 'target', notification: null }, { type: 'transition-end' }],
      'hidden',
      null,
      false,
    ],
  ] as const)('%s', (_name, events, phase, id, seen) => {
    const state = run([...events]);
    expect(state.phase).toBe(phase);
    expect(state.notification?.id ?? null).toBe(id);
    expect(isSeen(state)).toBe(seen);
  });

  it('remembers every notification seen, once each', () => {
    const state = run([
      { type: 'target', notification: a },
      { type: 'transition-end' },
      { type: 'target', notification: null },
      { type: 'transition-end' },
      { type: 'target', notification: a },
      { type: 'transition-end' },
      { type: 'target', notification: b },
      { type: 'transition-end' },
      { type: 'target', notification: b },
      { type: 'transition-end' },
    ]);
    expect(state.seen).toEqual(['a', 'b']);
  });

  it('a changed copy of the shown notification (same id) replaces it without a new fade', () => {
    const shown = run([{ type: 'target', notification: a }, { type: 'transition-end' }]);
    const changed = { ...a, title: 'changed' };
    const next = overlayReducer(shown, { type: 'target', notification: changed });
    expect(next.phase).toBe('shown');
    expect(next.notification).toBe(changed);
  });
});

describe('kinds', () => {
  it.each([
    ['a message', message('a', 1), true],
    ['a dismissible request', request('r', true), true],
    ['a request that is not dismissible', request('r', false), false],
  ] as const)('%s: dismissible %s', (_name, notification, expected) => {
    expect(isDismissible(notification)).toBe(expected);
  });

  const questions = [
    { id: 'q1', answers: [{ id: 'x' }, { id: 'y' }] },
    { id: 'q2', answers: [{ id: 'z' }] },
  ];
  it.each([
    ['no answers', {}, false],
    ['one of two', { q1: 'x' }, false],
    ['every question', { q1: 'y', q2: 'z' }, true],
    ['an answer the question does not offer', { q1: 'x', q2: 'x' }, false],
  ] as const)('survey with %s is complete: %s', (_name, answers, expected) => {
    expect(surveyComplete(questions, answers)).toBe(expected);
  });

  it.each([
    ['plain text', 'Hello there.', [{ kind: 'text', text: 'Hello there.' }]],
    [
      'a URL ending a sentence',
      'More at https://airwave.example/yellowstone.',
      [
        { kind: 'text', text: 'More at ' },
        { kind: 'link', text: 'https://airwave.example/yellowstone', href: 'https://airwave.example/yellowstone' },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      'two URLs',
      'http://a.example and https://b.example/x?y=1',
      [
        { kind: 'link', text: 'http://a.example', href: 'http://a.example' },
        { kind: 'text', text: ' and ' },
        { kind: 'link', text: 'https://b.example/x?y=1', href: 'https://b.example/x?y=1' },
      ],
    ],
    ['not a web address', 'javascript:alert(1)', [{ kind: 'text', text: 'javascript:alert(1)' }]],
  ] as const)('linkify: %s', (_name, body, parts) => {
    expect(linkify(body)).toEqual(parts);
  });
});

describe('live-update errors', () => {
  it.each([
    ['an UNAUTHORIZED code', { codes: ['UNAUTHORIZED'], message: 'Unauthorized: the session expired.' }, 'session-expired'],
    ['an UNAUTHENTICATED code', { codes: ['UNAUTHENTICATED'], message: 'x' }, 'session-expired'],
    ['a 401', { codes: [], status: 401, message: 'x' }, 'session-expired'],
    ['a socket refused with 4403', { codes: [], status: 4403, message: 'Forbidden' }, 'session-expired'],
    ['a timeout message', { codes: [], message: 'Subscription timeout after 30000 ms' }, 'report'],
    ['"timed out"', { codes: [], message: 'The socket timed out' }, 'report'],
    ['anything else', { codes: ['INTERNAL'], message: 'Boom' }, 'ignore'],
  ] as const)('%s → %s', (_name, facts, outcome) => {
    expect(liveErrorOutcome(facts)).toBe(outcome);
  });
});

describe('the reaction widget', () => {
  const shown: ReactionState = { phase: 'shown' };
  it.each([
    ['a new prompt shows', { phase: 'hidden' }, { type: 'prompt', promptId: 'p1', remembered: ['p0'] }, { phase: 'shown' }],
    ['a remembered prompt never shows again', { phase: 'hidden' }, { type: 'prompt', promptId: 'p1', remembered: ['p1'] }, { phase: 'hidden' }],
    ['a choice keeps it, saying thanks', shown, { type: 'select', reaction: -1 }, { phase: 'selected', reaction: -1 }],
    ['2 seconds after the choice it hides', { phase: 'selected', reaction: 1 }, { type: 'timeout' }, { phase: 'hidden' }],
    ['a second choice changes nothing', { phase: 'selected', reaction: 1 }, { type: 'select', reaction: 0 }, { phase: 'selected', reaction: 1 }],
    ['a timeout without a choice changes nothing', shown, { type: 'timeout' }, shown],
    ['a prompt while shown changes nothing', shown, { type: 'prompt', promptId: 'p2', remembered: [] }, shown],
  ] as const)('%s', (_name, state, event, expected) => {
    expect(reactionReducer(state as ReactionState, event as ReactionEvent)).toEqual(expected);
  });

  it('the reactions are positive 1, neutral 0, negative -1, and it hides 2 s after a choice', () => {
    expect(REACTIONS.map((reaction) => [reaction.name, reaction.id])).toEqual([
      ['positive', 1],
      ['neutral', 0],
      ['negative', -1],
    ]);
    expect(REACTION_HIDE_AFTER_MS).toBe(2000);
  });

  it.each([
    ['adds a new prompt', ['a'], 'b', 3, ['a', 'b']],
    ['keeps a known prompt once', ['a', 'b'], 'a', 3, ['a', 'b']],
    ['drops the oldest past the limit', ['a', 'b', 'c'], 'd', 3, ['b', 'c', 'd']],
  ] as const)('remembering %s', (_name, remembered, promptId, limit, expected) => {
    expect(rememberPrompt(remembered, promptId, limit)).toEqual(expected);
  });

  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["a", 2, "b"]', ['a', 'b']],
  ] as const)('reads %j from storage as %j', (stored, expected) => {
    expect(parseRememberedPrompts(stored)).toEqual(expected);
  });

});
