/**
 * Photographic art as a real image service sends it: a baseline JPEG of the asked size and of a photo's weight,
 * made without a pixel buffer or a DCT, so the mocks make one in a few milliseconds in every runner (the MSW
 * service worker in a page, MSW in node, the standalone server) with no image library.
 *
 * **Why raster.** The contract's image service answers `format=AUTO` with WebP (JPEG for a client without it) and
 * the spec's hero art is a 1440-pixel photograph. The mocks once answered every image with a small SVG (under 1 kB
 * for a 1440 × 810 hero), and Chromium does not count an image under 0.05 bits per displayed pixel as a largest
 * contentful paint candidate: Home's hero backdrop was never its largest paint, where a real backend's art is. A
 * JPEG stands in for the WebP (the mocks cannot encode WebP cheaply; a WebP of the same picture weighs about a
 * quarter less).
 *
 * **What it draws.** The art's colour as a diagonal gradient to a darker shade (as the SVG art does), with fine
 * texture: every 8 × 8 block gets its gradient as its DC and first AC coefficients and small pseudo-random AC
 * coefficients, mostly of low frequency, seeded by the image's id, about {@link ART_BITS_PER_PIXEL} bits per pixel in
 * all (a 1440 × 810 hero ≈ 74 kB: a well-compressed photographic WebP or JPEG of that size weighs 0.3–1 bit per pixel),
 * coded with the standard's Huffman tables, so that, like a real JPEG, it barely compresses further (brotli takes
 * off about 15 %; the mock server does not compress images). The same id, size and colour give the same bytes.
 */

/** About what the art weighs per pixel (see the header); {@link rasterArt} lands within a few per cent of it. */
export const ART_BITS_PER_PIXEL = 0.5;

/** Zig-zag position → natural (row-major) index of an 8 × 8 block. */
const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36,
  29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];

/** One quantiser for every coefficient: a coefficient here is the DCT value divided by it. */
const QUANT = 8;

interface HuffmanTable {
  /** DHT's counts of codes of each length 1–16. */
  counts: number[];
  symbols: number[];
  code: Map<number, { bits: number; length: number }>;
}

/** The canonical Huffman codes of a DHT table (codes of each length in turn, counting up). */
function huffmanTable(counts: number[], symbols: number[]): HuffmanTable {
  const code = new Map<number, { bits: number; length: number }>();
  let next = 0;
  let index = 0;
  counts.forEach((count, lengthIndex) => {
    for (let n = 0; n < count; n += 1) code.set(symbols[index++] as number, { bits: next++, length: lengthIndex + 1 });
    next <<= 1;
  });
  return { counts, symbols, code };
}

// The JPEG standard's example luminance tables (ITU T.81 Annex K.3), which most encoders write, used for all three
// components: DC difference size categories 0–11; AC (zero run << 4 | size), with 0x00 the end of block and 0xF0 a run of 16 zeros.
const DC_TABLE = huffmanTable([0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
const AC_TABLE = huffmanTable(
  [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d],
  [
    0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1,
    0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35, 0x36,
    0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68,
    0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99,
    0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8,
    0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5,
    0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
);

class BitWriter {
  private bytes = new Uint8Array(1 << 16);
  private length = 0;
  /** Bits not yet written out, the newest lowest; `count` of them. */
  private buffer = 0;
  private count = 0;

  /** Bits written so far. */
  get written(): number {
    return this.length * 8 + this.count;
  }

  /** Writes the low `length` bits of `bits` (at most 16), the highest first. */
  write(bits: number, length: number): void {
    this.buffer = ((this.buffer << length) | (bits & ((1 << length) - 1))) >>> 0;
    this.count += length;
    while (this.count >= 8) {
      this.count -= 8;
      this.push((this.buffer >>> this.count) & 0xff);
    }
    this.buffer &= (1 << this.count) - 1;
  }

  private push(byte: number): void {
    if (this.length + 2 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = byte;
    // A 0xFF in entropy-coded data is followed by a stuffed zero byte, so it is not read as a marker.
    if (byte === 0xff) this.bytes[this.length++] = 0;
  }

  /** Pads the last byte with ones and hands the bytes over. */
  finish(): Uint8Array {
    if (this.count > 0) this.write((1 << (8 - this.count)) - 1, 8 - this.count);
    return this.bytes.subarray(0, this.length);
  }
}

/** mulberry32: a small seeded generator, so the same id draws the same texture. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}

function rgb(color: string): [number, number, number] {
  const value = /^#[0-9a-f]{6}$/i.test(color) ? Number.parseInt(color.slice(1), 16) : 0x334466;
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** JFIF's RGB → YCbCr, each 0–255. */
function ycbcr([r, g, b]: [number, number, number]): [number, number, number] {
  return [0.299 * r + 0.587 * g + 0.114 * b, 128 - 0.168736 * r - 0.331264 * g + 0.5 * b, 128 + 0.5 * r - 0.418688 * g - 0.081312 * b];
}

/** The DCT coefficient F(1,0) (or F(0,1)) of a block whose pixels rise by 1 per pixel along that axis. */
const RAMP_COEFFICIENT = (() => {
  let sum = 0;
  for (let x = 0; x < 8; x += 1) sum += (x - 3.5) * Math.cos(((2 * x + 1) * Math.PI) / 16);
  return (1 / 4) * Math.SQRT1_2 * 8 * sum;
})();

function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 255, ...payload];
}

function huffmanSegment(tableClass: 0 | 1, id: 0 | 1, table: HuffmanTable): number[] {
  return [(tableClass << 4) | id, ...table.counts, ...table.symbols];
}

/**
 * A baseline JPEG, `width` × `height` (4:2:0), of `color` fading diagonally to a darker shade, with texture seeded by
 * `seed`, weighing about {@link ART_BITS_PER_PIXEL} bits per pixel.
 */
export function rasterArt(width: number, height: number, color: string, seed: string): Uint8Array {
  const key = `${width}x${height} ${color} ${seed}`;
  const kept = recent.get(key);
  if (kept) return kept;
  const bytes = encodeArt(width, height, color, seed);
  recent.set(key, bytes);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
  return bytes;
}

/** The last few images made (a page asks for the same hero at one size again and again): a few ms each saved. */
const recent = new Map<string, Uint8Array>();
const RECENT_MAX = 16;

/** A Huffman table's codes by symbol, as two flat arrays (no object per lookup). */
function codeArrays(table: HuffmanTable): { bits: Uint16Array; lengths: Uint8Array } {
  const bits = new Uint16Array(256);
  const lengths = new Uint8Array(256);
  for (const [symbol, code] of table.code) {
    bits[symbol] = code.bits;
    lengths[symbol] = code.length;
  }
  return { bits, lengths };
}

const DC_CODES = codeArrays(DC_TABLE);
const AC_CODES = codeArrays(AC_TABLE);

/** A value's size category in JPEG's terms (the bits of its magnitude); a negative value is written as its one's complement in that many bits. */
function sizeOf(value: number): number {
  return value === 0 ? 0 : 32 - Math.clz32(Math.abs(value));
}

/**
 * The entropy-coded data of the art: every block's coefficients worked out and written as they come, with no object
 * made per block or per coefficient (the page's art worker starts cold with every page load, and a 1440-pixel hero is
 * 27,540 blocks).
 */
function encodeArt(width: number, height: number, color: string, seed: string): Uint8Array {
  const random = generator(hash(seed));
  const top = ycbcr(rgb(color));
  const bottom = ycbcr(rgb(color).map((channel) => channel * 0.45) as [number, number, number]);
  const mcuColumns = Math.ceil(width / 16);
  const mcuRows = Math.ceil(height / 16);
  const writer = new BitWriter();
  const previousDc = [0, 0, 0];
  /** The texture's bits still to spend: the budget, less what the gradient took so far. */
  const budgetBits = ART_BITS_PER_PIXEL * width * height;
  const blocks = mcuColumns * mcuRows * 6;
  let spentBits = 0;
  let blockNumber = 0;
  const coefficients = new Int32Array(64);
  const zigzag = Int32Array.from(ZIGZAG);
  /** Per component: its top value, its fall to the bottom, and its rise per pixel across and down. */
  const tops = top.map((value) => value);
  const falls = top.map((value, c) => (bottom[c] as number) - value);
  const across = falls.map((fall) => fall / (2 * width));
  const down = falls.map((fall) => fall / (2 * height));

  const encodeBlock = (component: number, centerX: number, centerY: number, scale: number) => {
    coefficients.fill(0);
    // The gradient's value at the block's centre, and its rise per pixel across and down.
    const diagonal = Math.min(1, Math.max(0, (centerX / width + centerY / height) / 2));
    const level = (tops[component] as number) + (falls[component] as number) * diagonal;
    coefficients[0] = Math.round((8 * (level - 128)) / QUANT);
    coefficients[1] = Math.round((RAMP_COEFFICIENT * (across[component] as number) * scale) / QUANT);
    coefficients[8] = Math.round((RAMP_COEFFICIENT * (down[component] as number) * scale) / QUANT);
    // Texture: spend what is left of the budget evenly over the blocks still to come, a few bits per coefficient.
    const bitsPerBlock = (budgetBits - spentBits) / Math.max(1, blocks - blockNumber);
    const strength = component === 0 ? 1 : 0.5;
    // As in a photograph, most of it in the low frequencies: small values, now and then a zero between them.
    const textured = Math.max(0, Math.min(48, Math.round((bitsPerBlock * strength) / 5)));
    // The last zig-zag position that may hold a value: the ramps' (1 and 2), or the texture's last.
    let last = 2;
    for (let index = 0, position = 3; index < textured && position < 64; index += 1, position += random() < 0.25 ? 2 : 1) {
      const natural = zigzag[position] as number;
      coefficients[natural] = (coefficients[natural] as number) + (random() < 0.5 ? -1 : 1) * (1 + Math.floor(random() * random() * 4));
      last = position;
    }
    const before = writer.written;
    // DC: the difference from the previous block of the same component.
    const dc = coefficients[0] as number;
    const difference = dc - (previousDc[component] as number);
    previousDc[component] = dc;
    const dcSize = sizeOf(difference);
    writer.write(DC_CODES.bits[dcSize] as number, DC_CODES.lengths[dcSize] as number);
    writer.write(difference >= 0 ? difference : difference + (1 << dcSize) - 1, dcSize);
    // AC in zig-zag order: (zero run, size) and the value's bits, runs of 16 zeros as ZRL, then end of block.
    let run = 0;
    for (let position = 1; position <= last; position += 1) {
      const value = coefficients[zigzag[position] as number] as number;
      if (value === 0) {
        run += 1;
        continue;
      }
      while (run > 15) {
        writer.write(AC_CODES.bits[0xf0] as number, AC_CODES.lengths[0xf0] as number);
        run -= 16;
      }
      const size = sizeOf(value);
      const symbol = (run << 4) | size;
      writer.write(AC_CODES.bits[symbol] as number, AC_CODES.lengths[symbol] as number);
      writer.write(value >= 0 ? value : value + (1 << size) - 1, size);
      run = 0;
    }
    // The zeros after the last position end the block (a value there leaves none: no end of block).
    if (run > 0 || last < 63) writer.write(AC_CODES.bits[0x00] as number, AC_CODES.lengths[0x00] as number);
    spentBits += writer.written - before;
    blockNumber += 1;
  };

  for (let row = 0; row < mcuRows; row += 1) {
    for (let column = 0; column < mcuColumns; column += 1) {
      const x = column * 16;
      const y = row * 16;
      // Four luma blocks of 8 × 8 pixels, then one block each of Cb and Cr covering the 16 × 16 pixels at half scale.
      encodeBlock(0, x + 4, y + 4, 1);
      encodeBlock(0, x + 12, y + 4, 1);
      encodeBlock(0, x + 4, y + 12, 1);
      encodeBlock(0, x + 12, y + 12, 1);
      encodeBlock(1, x + 8, y + 8, 2);
      encodeBlock(2, x + 8, y + 8, 2);
    }
  }

  const header = [
    0xff,
    0xd8,
    // JFIF 1.01, square pixels.
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...Array.from({ length: 64 }, () => QUANT)]),
    // Baseline, 8 bits, the size, three components: Y sampled 2 × 2, Cb and Cr 1 × 1, all on quantiser table 0.
    ...segment(0xc0, [8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0]),
    ...segment(0xc4, [...huffmanSegment(0, 0, DC_TABLE), ...huffmanSegment(1, 0, AC_TABLE)]),
    // One scan of the three components, all on Huffman tables 0, the whole spectrum.
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
  ];
  const data = writer.finish();
  const bytes = new Uint8Array(header.length + data.length + 2);
  bytes.set(header, 0);
  bytes.set(data, header.length);
  bytes.set([0xff, 0xd9], header.length + data.length);
  return bytes;
}
