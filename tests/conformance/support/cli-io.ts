/** A CliIo that keeps what the checker prints, for assertions. */
import type { CliIo } from '../../../scripts/conformance/cli.ts';

export interface CapturedIo extends CliIo {
  stdout: () => string;
  stderr: () => string;
}

export function captureIo(): CapturedIo {
  let out = '';
  let err = '';
  return {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    isTty: false,
    progress: false,
    stdout: () => out,
    stderr: () => err,
  };
}

export const SESSION = ['--cookie', 'airwave_session=conformance-test'];

/**
 * The per-request and per-event time of a run against the workspace's own servers: two minutes. There the checks
 * judge the contracts, not the machine's speed, and on a busy two-core machine (a CI run at load 44) a Home answer or
 * a pushed event took over the 5–10 s a real backend is given, which read as a server that never answered. Tests of
 * the timeout itself set their own.
 */
export const PATIENT_MS = 120_000;
export const PATIENT = ['--timeout', String(PATIENT_MS)];
