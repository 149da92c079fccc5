import { useId } from 'react';
import { CARD_FIELDS, WALLET_LABELS, type CardField } from './logic/card-form.ts';
import type { CardEntry } from './useCardEntry.ts';
import { CARD_FORM_TEXTS } from './texts.ts';

const FIELD_LABELS: Record<CardField, string> = {
  cardNumber: CARD_FORM_TEXTS.cardNumber,
  cardExpiry: CARD_FORM_TEXTS.expiry,
  cardCvc: CARD_FORM_TEXTS.cvc,
};

/**
 * The card form's fields, drawn for the payment provider's adapter (payment/useCardEntry.ts): the provider's
 * three elements, the zip and the fixed country, the load failure in place of them, the capacity note of the
 * card-only form, the last failure, and the fraud warning.
 */
export function CardEntryFields({ entry, capacityNote, walletDisabled = false }: { entry: CardEntry; capacityNote?: string; walletDisabled?: boolean }) {
  const ids = useId();
  const { form, fields, error } = entry;
  if (form.phase === 'failed') {
    // An empty text: a modal says it instead.
    if (!form.message) return null;
    return (
      <p className="billing-error" role="alert">
        {form.message}
      </p>
    );
  }
  const ready = form.phase === 'ready';
  return (
    <div className="card-entry" aria-busy={!ready}>
      {ready ? null : <p role="status">{CARD_FORM_TEXTS.loading}</p>}
      {ready && form.capacityLimited && capacityNote ? <p className="billing-note card-entry-note">{capacityNote}</p> : null}
      {ready && entry.walletName ? (
        <div className="card-entry-wallet">
          <button type="button" className="billing-action card-wallet-button" onClick={entry.payWithWallet} disabled={walletDisabled}>
            {WALLET_LABELS[entry.walletName]}
          </button>
          <p className="billing-note">{CARD_FORM_TEXTS.orCard}</p>
        </div>
      ) : null}
      {CARD_FIELDS.map((field) => (
        <div key={field} className="card-field" hidden={!ready}>
          <span className="card-field-label" id={`${ids}-${field}`}>
            {FIELD_LABELS[field]}
          </span>
          <div
            className="card-element"
            role="group"
            aria-labelledby={`${ids}-${field}`}
            ref={(node) => {
              entry.hosts.current[field] = node;
            }}
          />
          {fields[field].error ? <p className="billing-error">{fields[field].error}</p> : null}
        </div>
      ))}
      <ZipAndCountry entry={entry} ids={ids} hidden={!ready} />
      {error ? (
        <p className="billing-error" role="alert">
          {error}
        </p>
      ) : null}
      {ready ? <p className="billing-note card-entry-fraud">{CARD_FORM_TEXTS.fraudWarning}</p> : null}
    </div>
  );
}

/** The zip (with its message) and the fixed country, side by side under the card's elements. */
function ZipAndCountry({ entry, ids, hidden }: { entry: CardEntry; ids: string; hidden: boolean }) {
  const { zip, zipMessage } = entry;
  const zipId = `${ids}-zip`;
  return (
    <div className="card-entry-row" hidden={hidden}>
      <div className="card-field">
        <label htmlFor={zipId} className="card-field-label">
          {CARD_FORM_TEXTS.zip}
        </label>
        <input
          id={zipId}
          className="card-input"
          inputMode="numeric"
          autoComplete="postal-code"
          value={zip}
          aria-invalid={zipMessage !== null}
          aria-describedby={zipMessage ? `${zipId}-error` : undefined}
          onChange={(event) => entry.changeZip(event.target.value)}
          onBlur={entry.blurZip}
        />
        {zipMessage ? (
          <p className="billing-error" id={`${zipId}-error`} role="alert">
            {zipMessage}
          </p>
        ) : null}
      </div>
      <div className="card-field">
        <label htmlFor={`${ids}-country`} className="card-field-label">
          {CARD_FORM_TEXTS.country}
        </label>
        <input id={`${ids}-country`} className="card-input" value={CARD_FORM_TEXTS.countryValue} readOnly />
      </div>
    </div>
  );
}
