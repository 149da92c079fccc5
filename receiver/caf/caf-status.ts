/**
 * What the receiver on a Chromecast says of its playback beyond Cast's own media status, and the audio track a
 * LOAD asks for, in terms of the Cast platform's player (CAF's `PlayerManager`). The receiver adapter
 * (caf-receiver.ts) puts the details in every MEDIA_STATUS's `customData`, where the sender's adapter reads them
 * (app/cast/sdk/cast-sdk-status.ts): the same `CastPlaybackDetails` the simulation's status message carries, so
 * the remote's seek bar draws the seekable window and the airing, and names the audio, on a device too.
 *
 * Written against the few members it reads (which CAF's `PlayerManager` has), so that it is tested with a stand-in.
 */
import type { CastAudioTrack, CastPlaybackDetails } from '../../common/cast/protocol.ts';
import { sameAudio, type TimelineSpan } from '../../common/player/index.ts';

/** What is read of a CAF track (`cast.framework.messages.Track`). */
export interface CafTrackLike {
  trackId: number;
  language?: string;
  name?: string;
  roles?: string[];
}

/** What is read of CAF's `PlayerManager`. Its track managers throw while nothing is loaded. */
export interface CafPlayerLike {
  getLiveSeekableRange(): { start?: number; end?: number } | null;
  getDurationSec(): number;
  getTextTracksManager(): { getActiveIds(): number[] };
  getAudioTracksManager(): { getActiveTrack(): CafTrackLike | undefined; getTracks(): CafTrackLike[]; setActiveById(id: number): void };
}

/** A CAF audio track as the protocol names it (its name is the manifest's label). */
export function audioTrackOf(track: CafTrackLike): CastAudioTrack {
  return { language: track.language ?? '', label: track.name ?? null, roles: [...(track.roles ?? [])].sort() };
}

/** What a track manager answers, or `fallback` while it cannot (nothing loaded yet). */
function read<T>(answer: () => T, fallback: T): T {
  try {
    return answer();
  } catch {
    return fallback;
  }
}

const finite = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The playback details of the platform player now: a live stream's seekable window (CAF's live seekable range) and
 * the airing on its timeline (from the latest manifest: `airing`), else 0 to the duration and no airing; captions
 * on while a text track is active; the active audio track.
 */
export function cafPlaybackDetails(player: CafPlayerLike, airing: TimelineSpan | null): CastPlaybackDetails {
  const range = player.getLiveSeekableRange();
  const start = range?.start;
  const end = range?.end;
  const live = finite(start) && finite(end);
  const duration = player.getDurationSec();
  const seekable = live ? { start, end: Math.max(start, end) } : { start: 0, end: finite(duration) && duration > 0 ? duration : 0 };
  const active = read(() => player.getAudioTracksManager().getActiveTrack(), undefined);
  return {
    captionsEnabled: read(() => player.getTextTracksManager().getActiveIds().length > 0, false),
    seekable,
    airing: live ? airing : null,
    audio: active ? audioTrackOf(active) : null,
  };
}

/** Makes the platform player play `wanted` (a LOAD's audio) where the title has it and it is not what plays; true when it does. */
export function chooseCafAudio(player: CafPlayerLike, wanted: CastAudioTrack | null): boolean {
  if (!wanted) return false;
  const manager = read(() => player.getAudioTracksManager(), null);
  if (!manager) return false;
  const track = read(() => manager.getTracks(), []).find((each) => sameAudio(audioTrackOf(each), wanted));
  if (!track) return false;
  if (read(() => manager.getActiveTrack()?.trackId, undefined) !== track.trackId) manager.setActiveById(track.trackId);
  return true;
}
