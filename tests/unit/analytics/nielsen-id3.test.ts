import { describe, expect, it } from 'vitest';
import { nielsenId3Payload, nielsenTagsOf, nielsenTagsPassed } from '../../../app/player/nielsen-id3.ts';

const PREFIX = 'www.nielsen.com/';
const payloadOf = (length: number, prefix = PREFIX) => prefix + 'A'.repeat(length - prefix.length);

describe('nielsenId3Payload: a known prefix and exactly 249 characters', () => {
  it.each([
    ['the prefix and 249 characters', payloadOf(249), true],
    ['248 characters', payloadOf(248), false],
    ['250 characters', payloadOf(250), false],
    ['another prefix, 249 characters', payloadOf(249, 'www.example.com/'), false],
    ['the prefix without its slash', payloadOf(249, 'www.nielsen.com?'), false],
    ['the prefix in upper case', payloadOf(249, 'WWW.NIELSEN.COM/'), false],
    ['empty', '', false],
  ])('%s → %s', (_, data, valid) => {
    expect(nielsenId3Payload(data)).toBe(valid ? data : null);
  });
});

describe('the tags of a manifest, and those the position plays through', () => {
  const manifest = {
    periods: [
      {
        startTime: 100,
        eventStreams: [
          { schemeIdUri: 'urn:scte:scte35:2014:xml+bin', timescale: 1, events: [{ id: 'ad', presentationTime: 5, duration: 30, messageData: payloadOf(249) }] },
          {
            schemeIdUri: 'www.nielsen.com:id3:v1',
            timescale: 1000,
            events: [
              { id: 'n2', presentationTime: 20_000, duration: 0, messageData: payloadOf(249) },
              { id: 'n1', presentationTime: 10_000, duration: 0, messageData: payloadOf(249) },
              { id: 'bad', presentationTime: 15_000, duration: 0, messageData: payloadOf(200) },
            ],
          },
        ],
      },
    ],
  } as unknown as Parameters<typeof nielsenTagsOf>[0];

  it('keeps only valid Nielsen tags, in time order on the presentation timeline', () => {
    expect(nielsenTagsOf(manifest).map((tag) => tag.at)).toEqual([110, 120]);
  });

  it.each([
    [109, 110, [110]],
    [110, 111, []],
    [105, 125, [110, 120]],
    [121, 130, []],
  ])('from %s to %s passes %j', (from, to, times) => {
    expect(nielsenTagsPassed(nielsenTagsOf(manifest), from, to).map((tag) => tag.at)).toEqual(times);
  });
});
