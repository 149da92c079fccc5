import { describe, expect, it } from 'vitest';
import { forgetSavedCastSession, parseSavedCastSession, readSavedCastSession, SAVED_CAST_SESSION_KEY, writeSavedCastSession, type SessionStore } from '../../../common/cast/saved-session.ts';

const saved = { sessionId: 'session-1', device: { id: 'receiver-1', name: 'Living Room TV', model: 'Chromecast' } };

describe('the cast session a browser remembers', () => {
  it.each<[string, string | null, typeof saved | null]>([
    ['none', null, null],
    ['a saved session', JSON.stringify(saved), saved],
    ['not JSON', '{session', null],
    ['JSON but not an object', '"session-1"', null],
    ['without a session id', JSON.stringify({ device: saved.device }), null],
    ['with an empty session id', JSON.stringify({ ...saved, sessionId: '' }), null],
    ['without a device', JSON.stringify({ sessionId: 'session-1' }), null],
    ['with a device without a name', JSON.stringify({ ...saved, device: { id: 'receiver-1', model: 'Chromecast' } }), null],
  ])('%s', (_name, text, expected) => {
    expect(parseSavedCastSession(text)).toEqual(expected);
  });

  it('is written, read back and forgotten; a store that refuses access is no session', () => {
    const entries = new Map<string, string>();
    const store: SessionStore = { getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value), removeItem: (key) => void entries.delete(key) };
    writeSavedCastSession(saved, store);
    expect(entries.get(SAVED_CAST_SESSION_KEY)).toBe(JSON.stringify(saved));
    expect(readSavedCastSession(store)).toEqual(saved);
    // A page whose session ended forgets only its own: a newer one another page started stays.
    forgetSavedCastSession('session-0', store);
    expect(readSavedCastSession(store)).toEqual(saved);
    forgetSavedCastSession('session-1', store);
    expect(readSavedCastSession(store)).toBeNull();
    const refusing: SessionStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readSavedCastSession(refusing)).toBeNull();
    expect(() => writeSavedCastSession(saved, refusing)).not.toThrow();
  });
});
