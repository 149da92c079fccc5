/**
 * The checker fills a manifest's DASH URL templates the way a player does, so the media it asks a server
 * for is the media a player would ask for.
 */
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../scripts/conformance/rest/playback-media.ts';

describe('fillTemplate', () => {
  const values = { representationId: 'v720', bandwidth: 3_000_000, number: 42, time: 460_080_000 };
  it('substitutes the identifiers DASH defines, with zero-padded widths and $$ as a dollar', () => {
    expect(fillTemplate('https://cdn.example/$RepresentationID$/$Number$.m4s?b=$Bandwidth$', values)).toBe('https://cdn.example/v720/42.m4s?b=3000000');
    expect(fillTemplate('/seg-$Number%05d$-$Time$.m4s', values)).toBe('/seg-00042-460080000.m4s');
    expect(fillTemplate('/price$$/$Number$.jpg', values)).toBe('/price$/42.jpg');
  });
  it('leaves text that is not an identifier as it is', () => {
    expect(fillTemplate('/thumbnails/$Unknown$/1.jpg', values)).toBe('/thumbnails/$Unknown$/1.jpg');
  });
});
