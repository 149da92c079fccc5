/**
 * The world's clock, in the developer's hands: it follows a base time (the machine's, or a test's clock) until
 * someone sets it, then it can stand at another date and time, run faster or slower, or stand still (frozen).
 * The control API (`/__mocks/clock`), the standalone server's `--clock` options and the Mocks panel all set it
 * through `parseClockChange`, so bad input gets the same specific message everywhere.
 *
 * Pure apart from the base it is given: `now()` is the base time mapped through the setting
 * (`at + (base − setAtBase) × rate`, or `at` while frozen).
 */
import type { Clock } from './world.ts';

/** Bad clock input (an unparseable date, a negative rate, an unknown field); the message says what is wrong. */
export class ClockInputError extends Error {}

/** The fastest a clock may run: a week per real minute (faster makes every answer a different hour). */
export const MAX_CLOCK_RATE = 10_080;

/** A setting of the clock: at base time `base` it read `at`, and it runs `rate` times the base's pace. */
export interface ClockSetting {
  at: number;
  base: number;
  rate: number;
  frozen: boolean;
}

/** A change asked for: any of a new date and time, a rate, frozen or not. */
export interface ClockChange {
  at?: Date;
  rate?: number;
  frozen?: boolean;
}

/** What the clock says about itself (the control API's answer). */
export interface ClockState {
  now: string;
  rate: number;
  frozen: boolean;
  /** False until someone sets the clock: it follows the base time. */
  controlled: boolean;
}

// A date, optionally a time (hours and minutes, optionally seconds and milliseconds) and then a zone.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * Reads a date and time as ISO 8601 with its zone (`2026-12-24T20:00Z`, `2026-12-24T15:00-05:00`, or a date alone,
 * `2026-12-24`, at midnight UTC). A time without a zone is refused: the same text means another instant on every
 * machine.
 */
export function parseClockInstant(text: string): Date {
  const trimmed = text.trim();
  const match = INSTANT.exec(trimmed);
  if (!match) {
    throw new ClockInputError(`"${text}" is not a date and time: write it as ISO 8601 with its zone, e.g. 2026-12-24T20:00Z or 2026-12-24T15:00-05:00.`);
  }
  const [, year, month, day, hour, , , , zone] = match;
  if (hour !== undefined && zone === undefined) {
    throw new ClockInputError(`"${text}" has no time zone: add Z for UTC or an offset such as -05:00 (e.g. ${trimmed}Z).`);
  }
  const normalised = hour === undefined ? `${year}-${month}-${day}T00:00Z` : trimmed.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(normalised);
  const calendarDay = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(date.getTime()) || calendarDay.getUTCMonth() !== Number(month) - 1 || calendarDay.getUTCDate() !== Number(day)) {
    throw new ClockInputError(`"${text}" is not a real date and time (check the month, day, hour and minute).`);
  }
  return date;
}

/** Reads a rate: how many times the real pace the clock runs (1 real time, 60 a minute per second); 0 freezes it. */
export function parseClockRate(value: unknown): number {
  const rate = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof rate !== 'number' || !Number.isFinite(rate)) {
    throw new ClockInputError(`The clock's rate must be a number (1 is real time, 60 a minute per second), got ${JSON.stringify(value)}.`);
  }
  if (rate < 0) throw new ClockInputError(`The clock's rate cannot be negative (got ${rate}): time only runs forward; 0 freezes it.`);
  if (rate > MAX_CLOCK_RATE) throw new ClockInputError(`The clock's rate can be at most ${MAX_CLOCK_RATE} (a week per minute), got ${rate}.`);
  return rate;
}

const CHANGE_FIELDS = new Set(['at', 'rate', 'frozen']);

/** Reads the control API's body: `{ "at"?: "2026-12-24T20:00Z", "rate"?: 60, "frozen"?: true }`, at least one of them. */
export function parseClockChange(body: unknown): ClockChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ClockInputError('Send { "at"?: "2026-12-24T20:00Z", "rate"?: 60, "frozen"?: true } (at least one of them).');
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !CHANGE_FIELDS.has(key));
  if (unknown.length > 0) throw new ClockInputError(`Unknown clock field ${unknown.map((key) => JSON.stringify(key)).join(', ')}: the clock takes "at", "rate" and "frozen".`);
  const change: ClockChange = {};
  if (fields.at !== undefined) {
    if (typeof fields.at !== 'string') throw new ClockInputError(`"at" must be a date and time as text, e.g. "2026-12-24T20:00Z", got ${JSON.stringify(fields.at)}.`);
    change.at = parseClockInstant(fields.at);
  }
  if (fields.rate !== undefined) change.rate = parseClockRate(fields.rate);
  if (fields.frozen !== undefined) {
    if (typeof fields.frozen !== 'boolean') throw new ClockInputError(`"frozen" must be true or false, got ${JSON.stringify(fields.frozen)}.`);
    change.frozen = fields.frozen;
  }
  if (Object.keys(change).length === 0) throw new ClockInputError('Send at least one of "at", "rate" and "frozen".');
  return change;
}

/** The time a setting gives at base time `base`. */
export function clockTimeAt(setting: ClockSetting | null, base: number): number {
  if (!setting) return base;
  if (setting.frozen) return setting.at;
  return Math.round(setting.at + (base - setting.base) * setting.rate);
}

/** The setting after a change asked at base time `base` (the clock keeps what the change does not name). */
export function changedSetting(setting: ClockSetting | null, change: ClockChange, base: number): ClockSetting {
  return {
    at: change.at?.getTime() ?? clockTimeAt(setting, base),
    base,
    rate: change.rate ?? setting?.rate ?? 1,
    frozen: change.frozen ?? setting?.frozen ?? false,
  };
}

/** A setting read back from storage, or null when it is not one. */
export function clockSettingOf(value: unknown): ClockSetting | null {
  if (typeof value !== 'object' || value === null) return null;
  const { at, base, rate, frozen } = value as Record<string, unknown>;
  if (typeof at !== 'number' || typeof base !== 'number' || typeof rate !== 'number' || typeof frozen !== 'boolean') return null;
  if (!Number.isFinite(at) || !Number.isFinite(base) || !(rate >= 0 && rate <= MAX_CLOCK_RATE)) return null;
  return { at, base, rate, frozen };
}

/** A world clock the developer can set; until then it reads its base. */
export class ControlledClock implements Clock {
  private setting: ClockSetting | null;
  private readonly listeners = new Set<(setting: ClockSetting | null) => void>();

  constructor(
    private readonly base: () => number,
    setting: ClockSetting | null = null,
  ) {
    this.setting = setting;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    return clockTimeAt(this.setting, this.base());
  }

  /** Applies a change (see `parseClockChange`) and tells the listeners. */
  set(change: ClockChange): void {
    this.adopt(changedSetting(this.setting, change, this.base()));
  }

  /** Back to the base time, at its pace. */
  reset(): void {
    this.adopt(null);
  }

  /** Takes a setting as it is (one saved by another tab, for example). */
  adopt(setting: ClockSetting | null): void {
    this.setting = setting;
    for (const listener of this.listeners) listener(setting);
  }

  get current(): ClockSetting | null {
    return this.setting;
  }

  state(): ClockState {
    const setting = this.setting;
    return { now: this.now().toISOString(), rate: setting?.rate ?? 1, frozen: setting?.frozen ?? false, controlled: setting !== null };
  }

  onChange(listener: (setting: ClockSetting | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
