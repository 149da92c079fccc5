import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignInFieldStatus } from '../../lib/account/sign-in-fields.ts';

const UNCHANGED: SignInFieldStatus = { status: 'unchanged' };

/**
 * A field's status: `typed` validates `delayMs` after typing stops (each keystroke restarts the wait), `flush`
 * sets it at once (blur, submit) and returns it so a submit can act on the fresh status.
 */
export interface DebouncedStatus {
  status: SignInFieldStatus;
  typed: (validate: () => SignInFieldStatus) => void;
  flush: (next: SignInFieldStatus) => SignInFieldStatus;
  reset: () => void;
}

export function useDebouncedStatus(delayMs: number, initial: SignInFieldStatus = UNCHANGED): DebouncedStatus {
  const [status, setStatus] = useState<SignInFieldStatus>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const typed = useCallback(
    (validate: () => SignInFieldStatus) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setStatus(validate()), delayMs);
    },
    [delayMs],
  );
  const flush = useCallback((next: SignInFieldStatus): SignInFieldStatus => {
    clearTimeout(timer.current);
    setStatus(next);
    return next;
  }, []);
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setStatus(UNCHANGED);
  }, []);

  return { status, typed, flush, reset };
}
