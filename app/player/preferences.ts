/**
 * The viewer's captions, volume and mute are kept in cookies, so the next playback (and the next visit)
 * starts the way the viewer left it. Pure: read from a cookie header, write as Set-Cookie-style strings.
 */
import { parse, serialize } from 'cookie';
import { clampVolume, type PlaybackState } from '../../common/player/index.ts';

export const PREFERENCE_COOKIES = { volume: 'aw_player_volume', muted: 'aw_player_muted', captions: 'aw_player_captions' } as const;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface StoredPreferences {
  volume: number;
  isMuted: boolean;
  captionsEnabled: boolean;
}

/** The preferences a cookie header holds; anything missing or unreadable takes its default (full volume, sound on, captions off). */
export function readPlayerPreferences(cookieHeader: string): StoredPreferences {
  const cookies = parse(cookieHeader);
  const volume = Number(cookies[PREFERENCE_COOKIES.volume]);
  return {
    volume: cookies[PREFERENCE_COOKIES.volume] === undefined || Number.isNaN(volume) ? 1 : clampVolume(volume),
    isMuted: cookies[PREFERENCE_COOKIES.muted] === 'true',
    captionsEnabled: cookies[PREFERENCE_COOKIES.captions] === 'true',
  };
}

/** The cookies that keep a player state's preferences (one `document.cookie` assignment each). */
export function playerPreferenceCookies(state: Pick<PlaybackState, 'volume' | 'isMuted' | 'captionsEnabled'>): string[] {
  const options = { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' as const };
  return [
    serialize(PREFERENCE_COOKIES.volume, String(clampVolume(state.volume)), options),
    serialize(PREFERENCE_COOKIES.muted, String(state.isMuted), options),
    serialize(PREFERENCE_COOKIES.captions, String(state.captionsEnabled), options),
  ];
}
