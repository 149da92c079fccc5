import { useState, type FormEvent } from 'react';
import { Button } from '../kit/Button.tsx';
import { TextField } from '../kit/TextField.tsx';
import { controlBase } from './control-base.ts';

/** The world's clock as the control API reports it (`GET /__mocks/clock`, and `clock` in `GET /__mocks`). */
export interface ClockState {
  now: string;
  rate: number;
  frozen: boolean;
  controlled: boolean;
}

type Result = { kind: 'error' | 'info'; text: string };

const HOUR_MS = 3_600_000;

/** An instant as the date field shows it: ISO to the minute, in UTC ('2026-12-24T20:00Z'). */
function minuteText(iso: string): string {
  return `${iso.slice(0, 16)}Z`;
}

/** What the panel says of the clock: 'World time 2026-12-24 20:00 UTC, running ×60' (or frozen, or real time). */
function clockSummary(clock: ClockState): string {
  const time = `${clock.now.slice(0, 10)} ${clock.now.slice(11, 16)} UTC`;
  if (clock.frozen) return `World time ${time}, frozen`;
  if (!clock.controlled) return `World time ${time}, real time`;
  return `World time ${time}, running ×${clock.rate}`;
}

async function sendClock(method: 'PUT' | 'DELETE', body?: unknown): Promise<ClockState> {
  const response = await fetch(`${await controlBase()}/__mocks/clock`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as ClockState | { error: string };
  if ('error' in payload) throw new Error(payload.error);
  return payload;
}

/**
 * The Mocks panel's world clock: jump to a date and time (ISO with its zone; an hour or a day ahead), run faster
 * (a rate) or freeze it, or go back to real time. The page reloads once the world took the change, so every screen
 * reads the new time; input the world refuses (an unparseable date, a negative rate) is said and kept in its field.
 */
export function ClockControl({ clock, onResult }: { clock: ClockState; onResult: (result: Result) => void }) {
  const [at, setAt] = useState(() => minuteText(clock.now));
  const [rate, setRate] = useState(() => String(clock.rate));
  const [frozen, setFrozen] = useState(clock.frozen);

  async function change(method: 'PUT' | 'DELETE', body?: unknown) {
    try {
      const next = await sendClock(method, body);
      onResult({ kind: 'info', text: `${clockSummary(next)}.` });
      window.location.reload();
    } catch (error) {
      onResult({ kind: 'error', text: `Clock not set: ${(error as Error).message}` });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The rate goes as typed (a number when it reads as one), so the world names what is wrong with it.
    const typedRate = rate.trim() !== '' && Number.isFinite(Number(rate)) ? Number(rate) : rate;
    void change('PUT', { at, rate: typedRate, frozen });
  }

  const ahead = (ms: number) => void change('PUT', { at: new Date(Date.parse(clock.now) + ms).toISOString() });

  return (
    <form className="mock-panel-clock" aria-labelledby="mock-panel-clock-title" onSubmit={submit}>
      <h2 id="mock-panel-clock-title">World clock</h2>
      <p>{clockSummary(clock)}</p>
      <TextField
        label="Date and time (UTC Z or an offset)"
        value={at}
        onChange={(event) => setAt(event.target.value)}
        placeholder="2026-12-24T20:00Z"
        aria-describedby="mock-panel-message"
        spellCheck={false}
      />
      <TextField label="Rate (1 real time, 60 a minute per second)" value={rate} onChange={(event) => setRate(event.target.value)} inputMode="decimal" aria-describedby="mock-panel-message" />
      <label className="mock-panel-clock-frozen">
        <input type="checkbox" checked={frozen} onChange={(event) => setFrozen(event.target.checked)} /> Frozen
      </label>
      <div className="mock-panel-clock-actions">
        <Button type="submit" variant="primary">
          Set clock
        </Button>
        <Button onClick={() => ahead(HOUR_MS)}>+1 hour</Button>
        <Button onClick={() => ahead(24 * HOUR_MS)}>+1 day</Button>
        <Button onClick={() => void change('DELETE')} disabled={!clock.controlled}>
          Real time
        </Button>
      </div>
    </form>
  );
}
