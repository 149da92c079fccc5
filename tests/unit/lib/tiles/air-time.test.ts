import { describe, expect, it } from 'vitest';
import { formatStartTime } from '../../../../app/lib/format/start-time.ts';
import { tileAirTime } from '../../../../app/lib/tiles/air-time.ts';
import { tileArtShape } from '../../../../app/lib/tiles/tile-art.ts';

// Wednesday 8 May 2024, noon UTC.
const now = new Date('2024-05-08T12:00:00Z');

describe("air time 'ddd h:mma'", () => {
  it.each([
    ['2024-05-08T20:30:00Z', 'Today 8:30pm'],
    ['2024-05-08T20:44:00Z', 'Today 8:30pm'],
    ['2024-05-08T20:46:00Z', 'Today 9:00pm'],
    ['2024-05-09T00:00:00Z', 'Tomorrow 12:00am'],
    ['2024-05-07T12:00:00Z', 'Yesterday 12:00pm'],
    ['2024-05-10T09:00:00Z', 'Fri 9:00am'],
    ['2024-05-14T22:00:00Z', 'Tue 10:00pm'],
    ['2024-05-15T22:00:00Z', '5/15 10:00pm'],
    ['2024-05-01T07:30:00Z', '5/1 7:30am'],
    ['2025-01-02T13:00:00Z', '1/2/25 1:00pm'],
  ])('%s reads %s', (start, text) => {
    expect(formatStartTime(new Date(start), now, 'UTC')).toBe(text);
  });

  it("is in the viewer's zone: the day turns at the viewer's midnight", () => {
    // 03:00 UTC on the 9th is still the evening of the 8th in New York.
    expect(formatStartTime(new Date('2024-05-09T03:00:00Z'), now, 'America/New_York')).toBe('Today 11:00pm');
  });
});

describe('tile air time', () => {
  it("formats the airing instant against the display time, else shows the server's text, else nothing", () => {
    expect(tileAirTime({ airingTime: '2024-05-08T21:00:00Z', formattedStartTime: 'Wed 9:00pm' }, now, 'UTC')).toBe('Today 9:00pm');
    expect(tileAirTime({ airingTime: null, formattedStartTime: 'Fri 9:00pm' }, now, 'UTC')).toBe('Fri 9:00pm');
    expect(tileAirTime({ airingTime: null, formattedStartTime: null }, now, 'UTC')).toBeNull();
  });
});

describe('tile art shape', () => {
  it('keeps upright art upright, channel logos contained, the rest 16:9', () => {
    expect(tileArtShape({ kind: 'SHOW', image: { width: 1000, height: 1500 } })).toBe('poster');
    expect(tileArtShape({ kind: 'PLAYABLE', image: { width: 1920, height: 1080 } })).toBe('wide');
    expect(tileArtShape({ kind: 'CHANNEL', image: { width: 400, height: 300 } })).toBe('logo');
    expect(tileArtShape({ kind: 'SHOW', image: { width: null, height: null } })).toBe('wide');
    expect(tileArtShape({ kind: 'COLLECTION', image: null })).toBe('wide');
  });
});
