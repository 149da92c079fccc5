import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useId, useMemo, useReducer, useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { departSubscription, loadSignupDetails } from '../api/calls.ts';
import { readFastPlanState } from '../api/fast-plan.ts';
import { useBillingFailure } from '../hooks/useBillingFailure.ts';
import { CANCEL_QUESTION, CANCEL_REASONS, cancelSurveyReducer, departRequest, EMPTY_SURVEY, OTHER_SERVICE, shuffledServices, textLimit } from '../logic/cancel-survey.ts';
import { freePlanOptIn } from '../logic/free-plan-opt-in.ts';
import type { ProductItem } from '../logic/types.ts';
import { CANCEL_FLOW } from '../texts.ts';

const loadOptIn = () => import('./FreePlanOptIn.tsx');
const FreePlanOptIn = lazy(loadOptIn);

type Step = { kind: 'survey'; sending: boolean; error: string | null } | { kind: 'canceled'; freePlan: ProductItem | null };

/**
 * The cancel flow in place of the account page: the survey ('Why are you canceling?'), sent with the cancel call
 * (POST /billing/depart, answers only when given), then 'Your subscription has been canceled' — with the
 * free-plan opt-in where it applies (the plans on offer and the viewer's enrollment decide, read once the
 * cancel succeeded). A failed call keeps every answer and says so; 'Keep my subscription' and 'Return to
 * Account' go back to the page.
 */
export function CancelFlow({ onDone }: { onDone: (canceled: boolean) => void }) {
  const clients = useRestClients();
  const apollo = useApolloClient();
  const failure = useBillingFailure();
  const [survey, send] = useReducer(cancelSurveyReducer, EMPTY_SURVEY);
  const [step, setStep] = useState<Step>({ kind: 'survey', sending: false, error: null });
  const services = useMemo(() => shuffledServices(Math.random), []);
  const id = useId();
  const limit = textLimit(survey);
  const textLabel = survey.primary === '36' ? CANCEL_FLOW.whichService : CANCEL_REASONS.find((reason) => reason.id === survey.primary)?.text?.label;

  if (step.kind === 'canceled') {
    return (
      <Suspense fallback={null}>
        <FreePlanOptIn freePlan={step.freePlan} onDone={() => onDone(true)} />
      </Suspense>
    );
  }

  const submit = () => {
    setStep({ kind: 'survey', sending: true, error: null });
    void loadOptIn();
    void departSubscription(clients, departRequest(survey)).then(async (outcome) => {
      if (outcome.kind !== 'success') {
        setStep({ kind: 'survey', sending: false, error: failure(outcome) });
        return;
      }
      const [signup, fastPlanState] = await Promise.all([loadSignupDetails(clients), readFastPlanState(apollo)]);
      setStep({ kind: 'canceled', freePlan: freePlanOptIn(signup.kind === 'success' ? signup.result.selectablePlans : null, fastPlanState) });
    });
  };

  return (
    <section className="billing-section cancel-flow" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{CANCEL_FLOW.title}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="cancel-reasons">
          <legend>{CANCEL_QUESTION}</legend>
          {CANCEL_REASONS.map((reason) => (
            <label key={reason.id} className="cancel-reason">
              <input type="radio" name={`${id}-reason`} value={reason.id} checked={survey.primary === reason.id} onChange={() => send({ type: 'choose-reason', id: reason.id })} />
              {reason.label}
            </label>
          ))}
        </fieldset>
        {survey.primary === '36' ? (
          <fieldset className="cancel-reasons">
            <legend>{CANCEL_FLOW.switchingTo}</legend>
            {services.map((service) => (
              <label key={service.id} className="cancel-reason">
                <input type="radio" name={`${id}-service`} value={service.id} checked={survey.service === service.id} onChange={() => send({ type: 'choose-service', id: service.id })} />
                {service.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        {limit > 0 && (survey.primary !== '36' || survey.service === OTHER_SERVICE) ? (
          <div className="billing-field">
            <label htmlFor={`${id}-text`}>{textLabel}</label>
            <textarea id={`${id}-text`} value={survey.text} maxLength={limit} rows={3} onChange={(event) => send({ type: 'type', text: event.target.value })} aria-describedby={`${id}-count`} />
            <span id={`${id}-count`} className="billing-note">
              {survey.text.length}/{limit}
            </span>
          </div>
        ) : null}
        {step.error ? (
          <p className="billing-error" role="alert">
            {step.error}
          </p>
        ) : null}
        <div className="billing-actions">
          <button type="submit" className="billing-action billing-action-danger" disabled={step.sending}>
            {CANCEL_FLOW.submit}
          </button>
          <button type="button" className="billing-action" onClick={() => onDone(false)} disabled={step.sending}>
            {CANCEL_FLOW.keep}
          </button>
        </div>
      </form>
    </section>
  );
}
