/**
 * Just enough ISO BMFF (MP4) box reading for the mock world's test streams: walking the boxes of an
 * init or media segment, and reading or rewriting a fragment's decode time (`tfdt`), which is how the
 * live loop makes the same few segments play on with time only moving forward.
 *
 * A box is a 32-bit big-endian size, a four-character type and its payload; a size of 1 means a 64-bit
 * size follows the type. Container boxes listed in CONTAINERS hold boxes only; `stsd`-style sample entry
 * boxes (`encv`, `enca`, `avc1`, `mp4a`) hold fixed fields before their child boxes, given in
 * SAMPLE_ENTRY_HEADER.
 */

export interface Box {
  type: string;
  /** Offset of the box's first byte in the buffer. */
  start: number;
  /** Offset of the first byte of its payload (after size, type and any 64-bit size). */
  payload: number;
  /** Offset just past the box. */
  end: number;
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'mvex', 'moof', 'traf', 'sinf', 'schi', 'edts', 'dinf']);
/** Bytes of fixed fields before the children: `stsd` has version/flags + entry count; sample entries their own fields. */
const SAMPLE_ENTRY_HEADER: Readonly<Record<string, number>> = { stsd: 8, avc1: 78, encv: 78, mp4a: 28, enca: 28 };

function typeAt(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(bytes[offset] ?? 0, bytes[offset + 1] ?? 0, bytes[offset + 2] ?? 0, bytes[offset + 3] ?? 0);
}

/** The boxes directly inside `[from, to)`; throws on a box that runs past its parent. */
export function childBoxes(bytes: Uint8Array, from = 0, to = bytes.byteLength): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  let offset = from;
  while (offset + 8 <= to) {
    let size = view.getUint32(offset);
    const type = typeAt(bytes, offset + 4);
    let payload = offset + 8;
    if (size === 1) {
      size = Number(view.getBigUint64(offset + 8));
      payload += 8;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < payload - offset || offset + size > to) throw new Error(`MP4 box '${type}' at ${offset} has size ${size}, past its parent's end ${to}.`);
    boxes.push({ type, start: offset, payload, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** Every box, depth first, descending into the containers and sample entries. */
export function allBoxes(bytes: Uint8Array, from = 0, to = bytes.byteLength): Box[] {
  const found: Box[] = [];
  for (const box of childBoxes(bytes, from, to)) {
    found.push(box);
    const header = SAMPLE_ENTRY_HEADER[box.type];
    if (CONTAINERS.has(box.type)) found.push(...allBoxes(bytes, box.payload, box.end));
    else if (header !== undefined) found.push(...allBoxes(bytes, box.payload + header, box.end));
  }
  return found;
}

export function findBoxes(bytes: Uint8Array, type: string): Box[] {
  return allBoxes(bytes).filter((box) => box.type === type);
}

/**
 * A copy of a media segment whose fragments start `shift` later (timescale units). A version-0 `tfdt`
 * (32-bit) that would overflow is refused rather than wrapped: `npm run media` widens every `tfdt` to
 * version 1 (widenDecodeTimes), so the committed streams can be shifted to any time.
 */
export function shiftDecodeTimes(segment: Uint8Array, shift: bigint): Uint8Array {
  const copy = segment.slice();
  const view = new DataView(copy.buffer, copy.byteOffset, copy.byteLength);
  for (const box of findBoxes(copy, 'tfdt')) {
    const version = copy[box.payload] ?? 0;
    if (version === 1) view.setBigUint64(box.payload + 4, view.getBigUint64(box.payload + 4) + shift);
    else {
      const shifted = BigInt(view.getUint32(box.payload + 4)) + shift;
      if (shifted > 0xffff_ffffn) throw new Error(`a 32-bit tfdt cannot hold decode time ${shifted}.`);
      view.setUint32(box.payload + 4, Number(shifted));
    }
  }
  return copy;
}

/**
 * A copy of a media segment whose version-0 (32-bit) `tfdt` boxes are version 1 (64-bit), so decode
 * times from a wall clock fit. Each widened box grows by 4 bytes, so the sizes of its `traf` and `moof`
 * grow too, and every offset measured from the start of the `moof` to a point after it moves: the
 * `trun` data offset (into the `mdat`) and the `saio` offsets (to the sample encryption data), which
 * this writer always finds after the `tfdt` of their track fragment.
 */
export function widenDecodeTimes(segment: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let copied = 0;
  for (const moof of childBoxes(segment).filter((box) => box.type === 'moof')) {
    const narrow = allBoxes(segment, moof.payload, moof.end).filter((box) => box.type === 'tfdt' && segment[box.payload] === 0);
    if (narrow.length === 0) continue;
    const grown = segment.slice(moof.start, moof.end);
    const view = new DataView(grown.buffer);
    const at = (box: Box) => box.start - moof.start;
    const boxes = allBoxes(grown);
    view.setUint32(0, view.getUint32(0) + 4 * narrow.length);
    for (const traf of boxes.filter((box) => box.type === 'traf')) {
      const inside = boxes.filter((box) => box.start > traf.start && box.end <= traf.end);
      const widened = inside.filter((box) => box.type === 'tfdt' && grown[box.payload] === 0).length;
      view.setUint32(traf.start, view.getUint32(traf.start) + 4 * widened);
    }
    for (const trun of boxes.filter((box) => box.type === 'trun')) {
      if ((view.getUint32(trun.payload) & 0x1) !== 0) view.setInt32(trun.payload + 8, view.getInt32(trun.payload + 8) + 4 * narrow.length);
    }
    for (const saio of boxes.filter((box) => box.type === 'saio')) {
      const flags = view.getUint32(saio.payload);
      const version = flags >>> 24;
      let offset = saio.payload + 4 + ((flags & 0x1) !== 0 ? 8 : 0);
      const count = view.getUint32(offset);
      offset += 4;
      for (let entry = 0; entry < count; entry += 1, offset += version === 1 ? 8 : 4) {
        if (version === 1) view.setBigUint64(offset, view.getBigUint64(offset) + BigInt(4 * narrow.length));
        else view.setUint32(offset, view.getUint32(offset) + 4 * narrow.length);
      }
    }
    // Rebuild the moof with each narrow tfdt as version 1: size 20, the 32-bit time as 64 bits.
    const pieces: Uint8Array[] = [];
    let from = 0;
    for (const tfdt of narrow) {
      const start = at(tfdt);
      pieces.push(grown.subarray(from, start));
      const wide = new Uint8Array(20);
      const wideView = new DataView(wide.buffer);
      wideView.setUint32(0, 20);
      wide.set(grown.subarray(start + 4, start + 8), 4);
      wideView.setUint32(8, (1 << 24) | (view.getUint32(start + 8) & 0xffffff));
      wideView.setBigUint64(12, BigInt(view.getUint32(start + 12)));
      pieces.push(wide);
      from = start + 16;
    }
    pieces.push(grown.subarray(from));
    parts.push(segment.subarray(copied, moof.start), ...pieces);
    copied = moof.end;
  }
  parts.push(segment.subarray(copied));
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
