import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useId, useMemo, useReducer, useState, type Dispatch } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { useFocusOnMount } from '../../../kit/hooks.ts';
import { departSubscription, loadSignupDetails } from '../core/calls.ts';
import { readFastPlanState } from './fast-plan.ts';
import { useBillingFailure } from '../core/useBillingFailure.ts';
import { CANCEL_QUESTION, CANCEL_REASONS, cancelSurveyReducer, departRequest, EMPTY_SURVEY, offeredAnswers, openQuestions, shuffledServices, textAsk, type CancelAnswer, type CancelSurvey, type CancelSurveyEvent } from './logic/cancel-survey.ts';
import { freePlanOptIn } from './logic/free-plan-opt-in.ts';
import type { ProductItem } from '../core/logic/types.ts';
import { CANCEL_FLOW } from './texts.ts';

const loadOptIn = () => import('./FreePlanOptIn.tsx');
const FreePlanOptIn = lazy(loadOptIn);

type Step = { kind: 'survey'; sending: boolean; error: string | null } | { kind: 'canceled'; freePlan: ProductItem | null };

/**
 * The cancel flow in place of the account page: the survey ('Why are you canceling?': a reason, then the
 * questions it asks — which service, what is missing and on which devices, what went wrong — and the free
 * text an answer asks for; common/cancel-survey.ts has the tree, logic/cancel-survey.ts its rules), sent with the cancel call
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
  // The survey replaces the account page and the button that opened it: focus starts at its title.
  const heading = useFocusOnMount<HTMLHeadingElement>();

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
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {CANCEL_FLOW.title}
      </h2>
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
        <FollowUpQuestions id={id} survey={survey} send={send} services={services} />
        {step.error ? (
          <p className="billing-error" role="alert">
            {step.error}
          </p>
        ) : null}
        {/* Keeping the subscription comes first; cancelling is the second, marked as the dangerous one. */}
        <div className="billing-actions">
          <button type="button" className="billing-action" onClick={() => onDone(false)} disabled={step.sending}>
            {CANCEL_FLOW.keep}
          </button>
          <button type="submit" className="billing-action billing-action-danger" disabled={step.sending}>
            {CANCEL_FLOW.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The questions the chosen reason asks (which service, what is missing and on which devices, what went wrong) and the free text an answer asks for. */
function FollowUpQuestions({ id, survey, send, services }: { id: string; survey: CancelSurvey; send: Dispatch<CancelSurveyEvent>; services: readonly CancelAnswer[] }) {
  const ask = textAsk(survey);
  return (
    <>
      {openQuestions(survey).map((question, index) => (
        <fieldset key={question.question} className={index === 0 ? 'cancel-reasons cancel-sub-answers' : 'cancel-reasons cancel-sub-answers cancel-follow-up'}>
          <legend>{question.question}</legend>
          {offeredAnswers(question, services).map((answer) => (
            <label key={answer.id} className="cancel-reason">
              <input
                type={question.choice === 'one' ? 'radio' : 'checkbox'}
                name={`${id}-q${index}`}
                value={answer.id}
                checked={survey.secondary.includes(answer.id)}
                onChange={(event) =>
                  send(question.choice === 'one' ? { type: 'choose-answer', id: answer.id } : { type: 'toggle-answer', id: answer.id, checked: event.target.checked })
                }
              />
              {answer.label}
            </label>
          ))}
        </fieldset>
      ))}
      {ask ? (
        <div className="billing-field">
          <label htmlFor={`${id}-text`}>{ask.label}</label>
          <textarea id={`${id}-text`} value={survey.text} maxLength={ask.maxLength} rows={3} onChange={(event) => send({ type: 'type', text: event.target.value })} aria-describedby={`${id}-count`} />
          <span id={`${id}-count`} className="billing-note">
            {survey.text.length}/{ask.maxLength}
          </span>
        </div>
      ) : null}
    </>
  );
}
