import { useCallback, useState } from 'react';
import type { CheckoutCode } from './logic/overlay-flow.ts';

/** A code typed in Checkout (a coupon the server prices with the order), and why one could not be used. */
export function useCheckoutCode() {
  const [code, setCode] = useState<CheckoutCode | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const apply = useCallback((applied: CheckoutCode) => {
    setCodeError(null);
    setCode(applied);
  }, []);
  const remove = useCallback(() => {
    setCodeError(null);
    setCode(null);
  }, []);
  /** The code cannot be used (unknown, or not with this order): said by the field, and the order goes on without it. */
  const refuse = useCallback((message: string) => {
    setCodeError(message);
    setCode(null);
  }, []);
  return { code, codeError, apply, remove, refuse };
}

export type CheckoutCodeState = ReturnType<typeof useCheckoutCode>;
