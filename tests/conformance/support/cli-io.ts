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
