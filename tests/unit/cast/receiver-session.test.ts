import { describe, expect, it } from 'vitest';
import { receiverSessionTransition, type ReceiverSessionEffect, type ReceiverSessionEvent } from '../../../common/cast/receiver-session.ts';

const IDLE = { sessionId: null };
const CASTING = { sessionId: 's1' };

describe("the simulated receiver's session", () => {
  it.each<[string, { sessionId: string | null }, ReceiverSessionEvent, string | null, ReceiverSessionEffect[]]>([
    [
      'idle: a connect is granted',
      IDLE,
      { type: 'connect', sessionId: 's1' },
      's1',
      [{ type: 'post-connected', sessionId: 's1' }, { type: 'sender-connected', sessionId: 's1' }, { type: 'announce' }],
    ],
    ['the same session asking again is answered again, nothing else', CASTING, { type: 'connect', sessionId: 's1' }, 's1', [{ type: 'post-connected', sessionId: 's1' }]],
    [
      'another sender takes the device over: the first is told its session ended',
      CASTING,
      { type: 'connect', sessionId: 's2' },
      's2',
      [
        { type: 'post-disconnect', sessionId: 's1' },
        { type: 'sender-disconnected', sessionId: 's1' },
        { type: 'post-connected', sessionId: 's2' },
        { type: 'sender-connected', sessionId: 's2' },
        { type: 'announce' },
      ],
    ],
    [
      'a page of the casting browser joins: granted again, answered with the media status, the device undisturbed',
      CASTING,
      { type: 'join', sessionId: 's1' },
      's1',
      [{ type: 'post-connected', sessionId: 's1' }, { type: 'sender-joined', sessionId: 's1' }],
    ],
    ['a join of a session that is over is refused', CASTING, { type: 'join', sessionId: 's0' }, 's1', [{ type: 'post-disconnect', sessionId: 's0' }]],
    ['a join while idle is refused', IDLE, { type: 'join', sessionId: 's1' }, null, [{ type: 'post-disconnect', sessionId: 's1' }]],
    [
      "the session's sender stops casting: it ends, and every page joined to it is told",
      CASTING,
      { type: 'disconnect', sessionId: 's1' },
      null,
      [{ type: 'post-disconnect', sessionId: 's1' }, { type: 'sender-disconnected', sessionId: 's1' }, { type: 'announce' }],
    ],
    ['a disconnect of another session changes nothing', CASTING, { type: 'disconnect', sessionId: 's0' }, 's1', []],
    ['the receiver leaves while casting: its senders are told', CASTING, { type: 'stop' }, null, [{ type: 'post-disconnect', sessionId: 's1' }]],
    ['the receiver leaves while idle', IDLE, { type: 'stop' }, null, []],
  ])('%s', (_name, state, event, sessionId, effects) => {
    const transition = receiverSessionTransition(state, event);
    expect(transition.state.sessionId).toBe(sessionId);
    expect(transition.effects).toEqual(effects);
  });
});
