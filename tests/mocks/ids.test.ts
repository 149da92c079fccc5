import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, fromBase64Url, toBase64Url } from '../../mocks/graphql/ids.ts';

describe('opaque ids', () => {
  it('are base64url of the UTF-8 text, for ASCII and for any other text alike', () => {
    for (const text of ['pg_["HOME",null]', 'shw-yellowstone|1|x', 'Café “Ünïcode” 🎬', '']) {
      expect(toBase64Url(text)).toBe(Buffer.from(text, 'utf8').toString('base64url'));
      expect(fromBase64Url(toBase64Url(text))).toBe(text);
    }
  });
  it('round-trip a cursor', () => {
    const cursor = { scope: 'a1b2c3d4', version: '0f0f0f0f', index: 7, key: 'vod|epi-fly-fishing-tuscany-s1e3' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });
});
