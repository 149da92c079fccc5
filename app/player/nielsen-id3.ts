/**
 * Nielsen ID3 tags (analytics only): the manifest's event streams of the scheme `www.nielsen.com:id3:v1` carry
 * Nielsen's ID3 payloads, each at a time of the presentation. The rule: a payload counts only when it starts with the
 * known prefix and is exactly 249 characters; anything else is not sent. While a title plays, each tag the position
 * passes is tracked once ('Nielsen ID3').
 */
import type { Manifest } from '../../common/player/index.ts';

/** The event-stream scheme of Nielsen's ID3 tags in DASH. */
const NIELSEN_SCHEME = 'www.nielsen.com:id3:v1';
/** The prefix every Nielsen ID3 payload starts with. */
const NIELSEN_PREFIX = 'www.nielsen.com/';
/** The exact length of a Nielsen ID3 payload. */
const NIELSEN_PAYLOAD_LENGTH = 249;

/** The payload when it is a Nielsen ID3 tag by the rule (known prefix, exactly 249 characters); null otherwise. */
export function nielsenId3Payload(data: string): string | null {
  return data.startsWith(NIELSEN_PREFIX) && data.length === NIELSEN_PAYLOAD_LENGTH ? data : null;
}

export interface NielsenTag {
  /** Seconds on the presentation timeline. */
  at: number;
  payload: string;
}

/** The manifest's valid Nielsen tags, in time order (invalid payloads are left out). */
export function nielsenTagsOf(manifest: Pick<Manifest, 'periods'>): NielsenTag[] {
  const tags: NielsenTag[] = [];
  for (const period of manifest.periods) {
    for (const stream of period.eventStreams) {
      if (stream.schemeIdUri !== NIELSEN_SCHEME) continue;
      for (const event of stream.events) {
        const payload = nielsenId3Payload(event.messageData);
        if (payload) tags.push({ at: period.startTime + event.presentationTime / stream.timescale, payload });
      }
    }
  }
  return tags.sort((a, b) => a.at - b.at);
}

/** The tags played through when the position moved from `from` to `to` while playing (from < at ≤ to). */
export function nielsenTagsPassed(tags: readonly NielsenTag[], from: number, to: number): NielsenTag[] {
  return tags.filter((tag) => tag.at > from && tag.at <= to);
}
