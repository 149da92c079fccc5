/**
 * Who the simulated receiver's session belongs to, as a pure machine: a transition takes the session and a
 * frame from a sender (or the receiver's own stop) and returns the next session and what to do, as data — the
 * frames to post and the receiver handlers to call — which the simulation (simulation.ts) carries out.
 *
 * - `connect`: a sender starts a session. It is granted; a session of another sender is ended first (that
 *   sender is told). Asking again for the session it already has is answered again, nothing else.
 * - `join`: a page of the browser that started the session comes back (a reload, another tab: the session id
 *   it saved, see saved-session.ts). The running session is granted again without disturbing the device —
 *   the status box stays Connected, the video plays on — and the receiver answers with its current media
 *   status (`sender-joined`). A session that is over is refused: the page is told it ended.
 * - `disconnect`: a sender stops casting. The session ends (the player stops, the status box says Not
 *   connected) and every other page joined to it is told.
 * - `stop`: the receiver page leaves; its senders are told the session ended.
 */

export interface ReceiverSessionState {
  /** The running session, or null when no sender is casting. */
  sessionId: string | null;
}

export type ReceiverSessionEvent =
  | { type: 'connect'; sessionId: string }
  | { type: 'join'; sessionId: string }
  | { type: 'disconnect'; sessionId: string }
  | { type: 'stop' };

export type ReceiverSessionEffect =
  /** Post the `connected` frame: the session is the sender's (again). */
  | { type: 'post-connected'; sessionId: string }
  /** Post the `disconnect` frame: the session is over for every page holding it. */
  | { type: 'post-disconnect'; sessionId: string }
  /** Announce the device again (its `busy` flag changed). */
  | { type: 'announce' }
  | { type: 'sender-connected'; sessionId: string }
  | { type: 'sender-joined'; sessionId: string }
  | { type: 'sender-disconnected'; sessionId: string };

export interface ReceiverSessionTransition {
  state: ReceiverSessionState;
  effects: ReceiverSessionEffect[];
}

export function receiverSessionTransition(state: ReceiverSessionState, event: ReceiverSessionEvent): ReceiverSessionTransition {
  const current = state.sessionId;
  switch (event.type) {
    case 'connect': {
      if (current === event.sessionId) return { state, effects: [{ type: 'post-connected', sessionId: current }] };
      const takeOver: ReceiverSessionEffect[] =
        current === null ? [] : [{ type: 'post-disconnect', sessionId: current }, { type: 'sender-disconnected', sessionId: current }];
      return {
        state: { sessionId: event.sessionId },
        effects: [...takeOver, { type: 'post-connected', sessionId: event.sessionId }, { type: 'sender-connected', sessionId: event.sessionId }, { type: 'announce' }],
      };
    }
    case 'join':
      if (current !== event.sessionId) return { state, effects: [{ type: 'post-disconnect', sessionId: event.sessionId }] };
      return { state, effects: [{ type: 'post-connected', sessionId: current }, { type: 'sender-joined', sessionId: current }] };
    case 'disconnect':
      if (current !== event.sessionId) return { state, effects: [] };
      return {
        state: { sessionId: null },
        effects: [{ type: 'post-disconnect', sessionId: current }, { type: 'sender-disconnected', sessionId: current }, { type: 'announce' }],
      };
    case 'stop':
      return { state: { sessionId: null }, effects: current === null ? [] : [{ type: 'post-disconnect', sessionId: current }] };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown receiver session event ${JSON.stringify(unknown)}`);
    }
  }
}
