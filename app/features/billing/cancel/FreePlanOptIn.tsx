import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useToasts } from '../../../kit/ShellProvider.tsx';
import { useFocusOnMount } from '../../../kit/hooks.ts';
import { enrollInFastPlan } from './fast-plan.ts';
import type { ProductItem } from '../core/logic/types.ts';
import { CANCEL_FLOW, FREE_PLAN_OPT_IN } from './texts.ts';
import { PAYMENT_TEXTS, SUBSCRIPTION_UPDATED_TOAST } from '../core/texts.ts';
import { REACTIVATION } from '../reactivation/texts.ts';

/**
 * 'Your subscription has been canceled', after the cancel call succeeded. Where the free-plan opt-in applies
 * (`freePlan`, logic/free-plan-opt-in.ts) it offers 'Watch Free Channels' beside 'Return to Account': choosing
 * it enrolls the viewer in the free plan (enrollInFastPlan), and so does leaving the screen any other way
 * before choosing — 'Return to Account', or navigating away — after which the subscription is read again.
 * Without the opt-in only 'Return to Account' is offered. A failed enrollment says so and keeps the screen.
 */
export default function FreePlanOptIn({ freePlan, onDone }: { freePlan: ProductItem | null; onDone: () => void }) {
  const apollo = useApolloClient();
  const toasts = useToasts();
  const id = useId();
  // It replaces the survey, and the button that sent it: focus starts at its title.
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [state, setState] = useState<{ enrolling: boolean; error: string | null }>({ enrolling: false, error: null });
  /** An enrollment was started from a button (leaving the screen then must not send another). */
  const chosen = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Left without choosing (another page, the browser's Back). React's development double mount also
      // runs this cleanup, so it waits a tick and does nothing when the screen came straight back.
      setTimeout(() => {
        if (!mounted.current && freePlan && !chosen.current) void enrollInFastPlan(apollo);
      }, 0);
    };
  }, [apollo, freePlan]);

  const leave = (watchFree: boolean) => {
    if (!freePlan) {
      onDone();
      return;
    }
    chosen.current = true;
    setState({ enrolling: true, error: null });
    void enrollInFastPlan(apollo).then((enrolled) => {
      if (enrolled) {
        if (watchFree) toasts.show(SUBSCRIPTION_UPDATED_TOAST);
        onDone();
        return;
      }
      chosen.current = false;
      setState({ enrolling: false, error: PAYMENT_TEXTS.somethingWrong });
    });
  };

  return (
    <section className="billing-section cancel-flow" aria-labelledby={`${id}-done`} aria-busy={state.enrolling}>
      <h2 id={`${id}-done`} ref={heading} tabIndex={-1}>
        {CANCEL_FLOW.canceled}
      </h2>
      <p>{CANCEL_FLOW.canceledNote}</p>
      {freePlan ? (
        <div className="free-plan-offer" role="group" aria-labelledby={`${id}-plan`}>
          <h3 id={`${id}-plan`}>{freePlan.displayName}</h3>
          <p>{FREE_PLAN_OPT_IN.offer}</p>
          <p className="billing-note">{REACTIVATION.freeBenefit}</p>
          <p>
            <button type="button" className="billing-action billing-action-primary" onClick={() => leave(true)} disabled={state.enrolling}>
              {FREE_PLAN_OPT_IN.watchFree}
            </button>
          </p>
        </div>
      ) : null}
      {state.error ? (
        <p className="billing-error" role="alert">
          {state.error}
        </p>
      ) : null}
      <p>
        <button type="button" className="billing-action" onClick={() => leave(false)} disabled={state.enrolling}>
          {CANCEL_FLOW.returnToAccount}
        </button>
      </p>
    </section>
  );
}
