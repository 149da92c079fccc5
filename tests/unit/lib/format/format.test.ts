import { describe, expect, it } from 'vitest';
import { expiryText, formatExpiry, isExpiringSoon } from '../../../../app/lib/format/expiry.ts';
import { formatSeasonEpisodeLong, formatSeasonEpisodeShort } from '../../../../app/lib/format/season-episode.ts';
import { roundToHalfHour } from '../../../../app/lib/format/time-of-day.ts';
import { zonedDate } from '../../../../app/lib/format/zoned-date.ts';

const hours = (n: number) => n * 60 * 60 * 1000;

describe('time of day', () => {
  it('rounds to the nearest half hour, so a time near the top shows the hour', () => {
    expect(roundToHalfHour(new Date('2024-05-06T20:13:00Z')).toISOString()).toBe('2024-05-06T20:00:00.000Z');
    expect(roundToHalfHour(new Date('2024-05-06T20:17:00Z')).toISOString()).toBe('2024-05-06T20:30:00.000Z');
    expect(roundToHalfHour(new Date('2024-05-07T00:58:00Z')).toISOString()).toBe('2024-05-07T01:00:00.000Z');
  });
});

describe('calendar fields in the runtime zone', () => {
  it("are those of the runtime's zone named explicitly, across daylight-saving changes and odd offsets", () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Europe/London', 'UTC']) {
        process.env.TZ = zone;
        // Every 187 minutes over a year: crosses each zone's daylight-saving changes and every hour and weekday.
        for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2025, 0, 1); ms += 187 * 60 * 1000) {
          const date = new Date(ms);
          expect(zonedDate(date), `${zone} ${date.toISOString()}`).toEqual(zonedDate(date, zone));
        }
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('expiry', () => {
  const now = new Date('2024-05-08T12:00:00Z');
  it('appears only within 72 hours and before the end', () => {
    expect(isExpiringSoon(new Date(now.getTime() + hours(72)), now)).toBe(true);
    expect(isExpiringSoon(new Date(now.getTime() + hours(73)), now)).toBe(false);
    expect(isExpiringSoon(new Date(now.getTime() - 1), now)).toBe(false);
    expect(expiryText(new Date(now.getTime() + hours(5)), now)).toBe('Expires in 5hr');
    expect(expiryText(new Date(now.getTime() + hours(100)), now)).toBeNull();
  });
  it("is 'Nhr' up to maxHours, rounding a part hour up, and 'Nd' over it", () => {
    expect(formatExpiry(new Date(now.getTime() + hours(0.5)), now)).toBe('1hr');
    expect(formatExpiry(new Date(now.getTime() + hours(24)), now)).toBe('24hr');
    expect(formatExpiry(new Date(now.getTime() + hours(50)), now)).toBe('2d');
    expect(formatExpiry(new Date(now.getTime() + hours(50)), now, 72)).toBe('50hr');
  });
});

describe('season and episode', () => {
  it("is 'S1 | E2' short and 'Season 1, Episode 2' long, leaving out a missing part", () => {
    expect(formatSeasonEpisodeShort({ seasonNum: 1, episodeNum: 2 })).toBe('S1 | E2');
    expect(formatSeasonEpisodeLong({ seasonNum: 1, episodeNum: 2 })).toBe('Season 1, Episode 2');
    expect(formatSeasonEpisodeShort({ seasonNum: null, episodeNum: 7 })).toBe('E7');
    expect(formatSeasonEpisodeLong({ seasonNum: null, episodeNum: null })).toBeNull();
  });
});
