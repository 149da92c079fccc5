import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OUTAGE_CREDIT_PROMOTION } from '../../../../common/promo-codes.ts';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { Button } from '../../../kit/Button.tsx';
import { useExperiment } from '../../../kit/useExperiment.ts';
import { applyPromo } from '../core/calls.ts';
import type { UserDetails } from '../core/logic/types.ts';
import { useBillingFailure } from '../core/useBillingFailure.ts';
import { claimOutcome, creditPath, CREDIT_APOLOGY, offersOutageCredit, OUTAGE_CREDIT_OFFER } from './logic/credit-outcome.ts';

/**
 * The outage credit promotion on the account page (the outageCreditPromotion experiment, common/experiments.ts):
 * in its treatment, an account that has not claimed it is offered the discount; claiming redeems the promotion's
 * code and lands on the outcome's page (/player/credit/outage-credit/success, ineligible, expired or error). A
 * stale answer opens its modal and a capacity-limited one says so here, as every billing action does.
 */
export function OutageCreditPromotion({ details }: { details: UserDetails }) {
  const variant = useExperiment('outageCreditPromotion');
  const clients = useRestClients();
  const failure = useBillingFailure();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const tokens = details.couponList.map((coupon) => coupon.token);
  if (!offersOutageCredit(variant, tokens, OUTAGE_CREDIT_PROMOTION.code)) return null;

  const claim = () => {
    setSending(true);
    setMessage(null);
    void applyPromo(clients, OUTAGE_CREDIT_PROMOTION.code).then((outcome) => {
      setSending(false);
      if (outcome.kind === 'stale' || outcome.kind === 'surge') setMessage(failure(outcome));
      else void navigate(creditPath(OUTAGE_CREDIT_PROMOTION.name, claimOutcome(outcome)));
    });
  };

  return (
    <section className="billing-section billing-outage-credit" aria-labelledby="billing-outage-credit">
      <h2 id="billing-outage-credit">{OUTAGE_CREDIT_OFFER.heading}</h2>
      <div className="billing-outage-credit-text">
        <p>{CREDIT_APOLOGY}</p>
        <p>{OUTAGE_CREDIT_OFFER.text}</p>
      </div>
      <div className="billing-actions">
        <Button onClick={claim} disabled={sending}>
          {OUTAGE_CREDIT_OFFER.claim}
        </Button>
      </div>
      {message ? <p role="alert">{message}</p> : null}
    </section>
  );
}
