import { useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { useToasts } from '../../../kit/ShellProvider.tsx';
import { resumeSubscription } from '../core/calls.ts';
import { useQuotedBills } from '../core/QuotedBills.tsx';
import { useBillingFailure } from '../core/useBillingFailure.ts';
import type { PlanId } from '../core/logic/types.ts';
import { RESUME } from './texts.ts';
import { MONEY_TEXTS, SUBSCRIPTION_UPDATED_TOAST } from '../core/texts.ts';
import { BillSummary } from './BillSummary.tsx';

/**
 * What resuming a departing subscription bills, as the server prices it (the plan and add-ons Resume keeps):
 * nothing now, and the next bill. Nothing shows while it is read or when it cannot be.
 */
export function ResumeDetails({ plan, addOns, now }: { plan: PlanId; addOns: readonly string[]; now: Date }) {
  const bills = useQuotedBills([plan, ...addOns]);
  const next = bills?.at(-1);
  if (!next) return null;
  return (
    <div className="billing-resume">
      <p className="billing-note">{MONEY_TEXTS.resumeBills}</p>
      <BillSummary bill={next} now={now} />
    </div>
  );
}

/** Resumes a departing subscription on its plan; the page reads the account again and a toast says so. */
export function ResumeButton({ plan, onResumed }: { plan: PlanId; onResumed: () => void }) {
  const clients = useRestClients();
  const toasts = useToasts();
  const failure = useBillingFailure();
  const [state, setState] = useState<{ sending: boolean; error: string | null }>({ sending: false, error: null });
  const resume = () => {
    setState({ sending: true, error: null });
    void resumeSubscription(clients, plan).then((outcome) => {
      if (outcome.kind === 'success') {
        toasts.show(SUBSCRIPTION_UPDATED_TOAST);
        onResumed();
      } else {
        setState({ sending: false, error: failure(outcome) });
      }
    });
  };
  return (
    <>
      <p>
        <button type="button" className="billing-action" onClick={resume} disabled={state.sending}>
          {RESUME.action}
        </button>
      </p>
      {state.error ? (
        <p className="billing-error" role="alert">
          {state.error}
        </p>
      ) : null}
    </>
  );
}
