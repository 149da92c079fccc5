/**
 * What the player page's next load of a title asks for beyond the title itself: where to start and which audio track.
 * Pure: the page tells it what it sees (a cast device's status of the title, or the page playing the title itself)
 * and builds its playback request from the answer.
 *
 * - While a cast device plays the title, its settled statuses say where it is and which audio track it plays
 *   (castResumePosition, castResumeAudio): the load that follows the end of casting (the hand-over) starts there,
 *   in that track.
 * - Once the page plays the title again, the hand-over is done: the receiver's position and track applied once. A
 *   later load (the error view's Refresh or Try again) starts as any load does, in the audio track the page played
 *   last — the viewer's own later choice when they made one, never the cast's over it.
 * - Another title starts with nothing handed over.
 */
import type { CastMediaStatus } from '../../common/cast/protocol.ts';
import { sameAudio, type AudioIdentity } from '../../common/player/index.ts';
import { castResumeAudio, castResumePosition } from './cast-remote.ts';

export interface LoadChoice {
  /** The title the choice is for (a load of another title takes none of it). */
  assetId: string;
  /** Start here (seconds): where a cast session left the title; null: where a load starts by itself. */
  startAt: number | null;
  /** Play this audio track from the start (null: the stream's default). */
  audio: AudioIdentity | null;
}

export type LoadChoiceEvent =
  /** A media status of the title while a cast device plays it (cast from this page, or taken over as its remote). */
  | { type: 'cast-status'; assetId: string; status: CastMediaStatus }
  /** The page itself plays (or holds paused) the title, in `audio` (null: no track read yet). */
  | { type: 'played'; assetId: string; audio: AudioIdentity | null };

function sameTrack(a: AudioIdentity | null, b: AudioIdentity | null): boolean {
  return a === b || (a !== null && b !== null && sameAudio(a, b));
}

/** The choice after `event`; the same object when nothing changes (so a render that hears nothing new sets no state). */
export function nextLoadChoice(choice: LoadChoice | null, event: LoadChoiceEvent): LoadChoice | null {
  const kept = choice?.assetId === event.assetId ? choice : null;
  let startAt: number | null;
  let audio: AudioIdentity | null;
  if (event.type === 'cast-status') {
    // A status that says nothing yet (loading, buffering, idle, errored) leaves an earlier answer standing.
    const position = castResumePosition(event.status);
    const track = castResumeAudio(event.status);
    startAt = position === undefined ? (kept?.startAt ?? null) : position;
    audio = track === undefined ? (kept?.audio ?? null) : track;
  } else {
    startAt = null;
    // Before the page has read its tracks, the track asked for stands.
    audio = event.audio ?? kept?.audio ?? null;
  }
  if (kept && kept.startAt === startAt && sameTrack(kept.audio, audio)) return kept;
  if (!kept && choice === null && startAt === null && audio === null) return null;
  return { assetId: event.assetId, startAt, audio };
}
