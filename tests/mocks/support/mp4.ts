import { findBoxes } from '../../../mocks/media/mp4-boxes.ts';

// What the tests read of the mock world's media segments (the mock world itself only rewrites them).

/** The `tfdt` base media decode time of every track fragment, in the track's timescale. */
export function decodeTimes(segment: Uint8Array): bigint[] {
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  return findBoxes(segment, 'tfdt').map((box) => {
    const version = segment[box.payload] ?? 0;
    return version === 1 ? view.getBigUint64(box.payload + 4) : BigInt(view.getUint32(box.payload + 4));
  });
}

/** The default key id (hex) of every `tenc` box of an init segment: one per encrypted track. */
export function defaultKeyIds(init: Uint8Array): string[] {
  return findBoxes(init, 'tenc').map((box) => {
    // version/flags (4), reserved (1), pattern or reserved (1), isProtected (1), per-sample IV size (1), KID (16).
    const kid = init.subarray(box.payload + 8, box.payload + 24);
    return Array.from(kid, (byte) => byte.toString(16).padStart(2, '0')).join('');
  });
}
