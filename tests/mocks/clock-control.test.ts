/**
 * The world's clock in the developer's hands: the rules that read and run it (db/clock.ts), and the control API
 * that sets it (`/__mocks/clock`) in node mode, over a base time the test moves by hand.
 */
import { describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../mocks/backend.ts';
import { changedSetting, clockSettingOf, clockTimeAt, ControlledClock, MAX_CLOCK_RATE, parseClockChange, parseClockInstant, parseClockRate } from '../../mocks/db/clock.ts';
import { request } from './support/rest-calls.ts';
import { TEST_NOW } from '../support/clock.ts';

const SECOND = 1000;
const HOUR = 3_600_000;

describe('reading a date and time', () => {
  it.each([
    ['2026-12-24T20:00Z', '2026-12-24T20:00:00.000Z'],
    ['2026-12-24T20:00:30Z', '2026-12-24T20:00:30.000Z'],
    ['2026-12-24T20:00:30.25Z', '2026-12-24T20:00:30.250Z'],
    ['2026-12-24t20:00z', '2026-12-24T20:00:00.000Z'],
    ['2026-12-24 20:00Z', '2026-12-24T20:00:00.000Z'],
    ['2026-12-24T15:00-05:00', '2026-12-24T20:00:00.000Z'],
    ['2026-12-24T21:00+0100', '2026-12-24T20:00:00.000Z'],
    ['2026-12-24', '2026-12-24T00:00:00.000Z'],
    ['  2026-12-24T20:00Z ', '2026-12-24T20:00:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(parseClockInstant(text).toISOString()).toBe(iso);
  });

  it.each([
    ['tomorrow', /is not a date and time: write it as ISO 8601 with its zone/],
    ['', /is not a date and time/],
    ['24/12/2026 20:00', /is not a date and time/],
    ['2026-12-24T20:00', /has no time zone: add Z for UTC or an offset such as -05:00 \(e\.g\. 2026-12-24T20:00Z\)/],
    ['2026-02-30T20:00Z', /is not a real date and time/],
    ['2026-13-01', /is not a real date and time/],
    ['2026-12-24T25:00Z', /is not a real date and time/],
  ])('%j is refused, saying why', (text, message) => {
    expect(() => parseClockInstant(text)).toThrow(message);
  });
});

describe('reading a rate', () => {
  it.each([
    [1, 1],
    [60, 60],
    ['60', 60],
    [0, 0],
    [0.5, 0.5],
    [MAX_CLOCK_RATE, MAX_CLOCK_RATE],
  ])('%j runs at %d', (value, rate) => {
    expect(parseClockRate(value)).toBe(rate);
  });

  it.each([
    [-1, /cannot be negative \(got -1\): time only runs forward; 0 freezes it/],
    ['-60', /cannot be negative/],
    ['fast', /must be a number \(1 is real time, 60 a minute per second\), got "fast"/],
    [Number.NaN, /must be a number/],
    [null, /must be a number/],
    ['', /must be a number/],
    [MAX_CLOCK_RATE + 1, /at most 10080 \(a week per minute\)/],
  ])('%j is refused, saying why', (value, message) => {
    expect(() => parseClockRate(value)).toThrow(message);
  });
});

describe('reading a change', () => {
  it('takes any of at, rate and frozen', () => {
    expect(parseClockChange({ at: '2026-12-24T20:00Z', rate: 60, frozen: false })).toEqual({ at: new Date('2026-12-24T20:00Z'), rate: 60, frozen: false });
    expect(parseClockChange({ frozen: true })).toEqual({ frozen: true });
  });

  it.each([
    [null, /Send \{ "at"\?: "2026-12-24T20:00Z", "rate"\?: 60, "frozen"\?: true \}/],
    [[], /Send \{/],
    [{}, /at least one of "at", "rate" and "frozen"/],
    [{ speed: 2 }, /Unknown clock field "speed": the clock takes "at", "rate" and "frozen"/],
    [{ at: 1767052800000 }, /"at" must be a date and time as text/],
    [{ frozen: 'yes' }, /"frozen" must be true or false, got "yes"/],
    [{ rate: -2 }, /cannot be negative/],
  ])('%j is refused, saying why', (body, message) => {
    expect(() => parseClockChange(body)).toThrow(message);
  });
});

describe('running a clock', () => {
  const at = Date.parse('2026-12-24T20:00Z');
  it.each([
    ['no setting follows the base', null, 5000, 5000],
    ['set at base 1000, read at 4000, real pace', { at, base: 1000, rate: 1, frozen: false }, 4000, at + 3000],
    ['×60: three real seconds are three minutes', { at, base: 1000, rate: 60, frozen: false }, 4000, at + 180_000],
    ['×0.5', { at, base: 1000, rate: 0.5, frozen: false }, 5000, at + 2000],
    ['rate 0 stands still', { at, base: 1000, rate: 0, frozen: false }, 9000, at],
    ['frozen stands still whatever the rate', { at, base: 1000, rate: 60, frozen: true }, 9000, at],
  ])('%s', (_name, setting, base, time) => {
    expect(clockTimeAt(setting, base)).toBe(time);
  });

  it('keeps what a change does not name, from the time it reads when changed', () => {
    const running = { at, base: 0, rate: 60, frozen: false };
    expect(changedSetting(running, { frozen: true }, 1000)).toEqual({ at: at + 60_000, base: 1000, rate: 60, frozen: true });
    expect(changedSetting(null, { rate: 2 }, 1000)).toEqual({ at: 1000, base: 1000, rate: 2, frozen: false });
  });

  it('reads a stored setting back, and nothing else', () => {
    expect(clockSettingOf({ at, base: 1, rate: 2, frozen: false })).toEqual({ at, base: 1, rate: 2, frozen: false });
    expect(clockSettingOf({ at: 'x', base: 1, rate: 2, frozen: false })).toBeNull();
    expect(clockSettingOf({ at, base: 1, rate: -2, frozen: false })).toBeNull();
    expect(clockSettingOf('2026')).toBeNull();
  });

  it('tells its listeners and goes back to the base on reset', () => {
    let base = 0;
    const clock = new ControlledClock(() => base);
    const seen: unknown[] = [];
    clock.onChange((setting) => seen.push(setting));
    clock.set({ at: new Date(at), rate: 2 });
    base = 10;
    expect(clock.nowMs()).toBe(at + 20);
    clock.reset();
    expect(clock.nowMs()).toBe(10);
    expect(seen).toEqual([{ at, base: 0, rate: 2, frozen: false }, null]);
  });
});

describe('the control API sets the world clock (node mode)', () => {
  function backendOnHandClock(): { backend: MockBackend; pass(ms: number): void } {
    let now = TEST_NOW.getTime();
    return { backend: createMockBackend({ now: () => new Date(now) }), pass: (ms) => (now += ms) };
  }

  async function call(backend: MockBackend, method: string, path: string, body?: unknown) {
    const response = await backend.handle(request(method, path, method === 'GET' ? {} : { body: body ?? {} }));
    if (!response || response.body.kind !== 'json') throw new Error(`No JSON answer for ${method} ${path}`);
    return { status: response.status, body: response.body.value as Record<string, unknown> };
  }

  it('follows the base time until set, and says so', async () => {
    const { backend } = backendOnHandClock();
    expect(await call(backend, 'GET', '/__mocks/clock')).toEqual({ status: 200, body: { now: TEST_NOW.toISOString(), rate: 1, frozen: false, controlled: false } });
    expect((await call(backend, 'GET', '/__mocks')).body.clock).toEqual({ now: TEST_NOW.toISOString(), rate: 1, frozen: false, controlled: false });
  });

  it('jumps to a date and time, then runs on at the real pace', async () => {
    const { backend, pass } = backendOnHandClock();
    const set = await call(backend, 'PUT', '/__mocks/clock', { at: '2026-12-24T20:00Z' });
    expect(set).toEqual({ status: 200, body: { now: '2026-12-24T20:00:00.000Z', rate: 1, frozen: false, controlled: true } });
    pass(90 * SECOND);
    expect(backend.world.clock.now().toISOString()).toBe('2026-12-24T20:01:30.000Z');
    // What the world records is stamped with its clock.
    const event = { type: 'track', event: 'Receiver Identified', properties: { app: 'airwave-receiver', appVersion: '9.18.2', implementation: 'simulation' } };
    await call(backend, 'POST', '/__analytics/v1/t', { ...event, writeKey: 'airwave-mock-write-key' });
    const { tracked } = (await call(backend, 'GET', '/__mocks/analytics')).body as { tracked: Array<{ event: string; receivedAt: string }> };
    expect(tracked.at(-1)).toMatchObject({ event: 'Receiver Identified', receivedAt: '2026-12-24T20:01:30.000Z' });
  });

  it('remakes the catalog for the hour it jumps to, so the guide has tonight', async () => {
    const { backend } = backendOnHandClock();
    expect(backend.world.catalog.anchor).toBe('2026-05-01T18:00:00.000Z');
    await call(backend, 'PUT', '/__mocks/clock', { at: '2026-12-24T20:10Z' });
    expect(backend.world.catalog.anchor).toBe('2026-12-24T20:00:00.000Z');
    const airing = backend.world.catalog.broadcasts.find((broadcast) => Date.parse(broadcast.startsAt) <= Date.parse('2026-12-24T20:10Z') && Date.parse(broadcast.endsAt) > Date.parse('2026-12-24T20:10Z'));
    expect(airing).toBeDefined();
  });

  it('runs faster, freezes and thaws, and goes back to real time', async () => {
    const { backend, pass } = backendOnHandClock();
    await call(backend, 'PUT', '/__mocks/clock', { at: '2026-12-24T20:00Z', rate: 60 });
    pass(10 * SECOND);
    expect((await call(backend, 'GET', '/__mocks/clock')).body).toMatchObject({ now: '2026-12-24T20:10:00.000Z', rate: 60, frozen: false });
    expect((await call(backend, 'PUT', '/__mocks/clock', { frozen: true })).body).toMatchObject({ now: '2026-12-24T20:10:00.000Z', frozen: true });
    pass(HOUR);
    expect(backend.world.clock.now().toISOString()).toBe('2026-12-24T20:10:00.000Z');
    await call(backend, 'PUT', '/__mocks/clock', { frozen: false });
    pass(SECOND);
    expect(backend.world.clock.now().toISOString()).toBe('2026-12-24T20:11:00.000Z');
    expect((await call(backend, 'DELETE', '/__mocks/clock')).body).toEqual({ now: new Date(TEST_NOW.getTime() + HOUR + 11 * SECOND).toISOString(), rate: 1, frozen: false, controlled: false });
  });

  it('every persona world of the backend reads the same clock', async () => {
    const { backend } = backendOnHandClock();
    await call(backend, 'PUT', '/__mocks/clock', { at: '2026-12-24T20:00Z', frozen: true });
    await call(backend, 'PUT', '/__mocks/persona', { persona: 'trial' });
    expect(backend.world.persona).toBe('trial');
    expect(backend.world.clock.now().toISOString()).toBe('2026-12-24T20:00:00.000Z');
  });

  it.each([
    [{ at: 'tomorrow' }, /"tomorrow" is not a date and time/],
    [{ at: '2026-12-24T20:00' }, /has no time zone/],
    [{ rate: -1 }, /cannot be negative/],
    [{ rate: 'fast' }, /must be a number/],
    [{ frozen: 1 }, /"frozen" must be true or false/],
    [{}, /at least one of/],
  ])('answers %j with 400 and what is wrong, leaving the clock as it was', async (body, message) => {
    const { backend } = backendOnHandClock();
    const answer = await call(backend, 'PUT', '/__mocks/clock', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
    expect(backend.clock.state()).toEqual({ now: TEST_NOW.toISOString(), rate: 1, frozen: false, controlled: false });
  });
});
