import { useId, useReducer, useState, type Dispatch } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { useFocusOnMount } from '../../../kit/hooks.ts';
import { useToasts } from '../../../kit/ShellProvider.tsx';
import { addProduct, removeAddonExtension } from '../core/calls.ts';
import { useBillingFailure } from '../core/useBillingFailure.ts';
import { currentPlan } from '../core/logic/account-actions.ts';
import {
  ACTIVATE,
  ADD_ON_EXTENSION,
  addOnScreenEntries,
  CANCEL_ADD_ON_EXTENSION,
  canSubmitExtension,
  cancellableAddOns,
  EMPTY_EXTENSION,
  extensionAddOns,
  extensionBillDates,
  extensionReducer,
  extensionReport,
  type AddOnScreen,
  type ExtensionEvent,
  type ExtensionForm,
  type ExtensionResult,
} from './logic/add-on-screens.ts';
import { formatBillingDate } from '../core/logic/dates.ts';
import { periodPriceText } from '../core/logic/price-text.ts';
import type { ProductItem, UserDetails } from '../core/logic/types.ts';
import { QuotedBills, useQuotedBills } from '../core/QuotedBills.tsx';
import { ADD_ON_LISTS, ADD_ON_SCREENS, addOnBillsOnText, addOnStaysText } from './texts.ts';
import { CANCEL_FLOW } from '../cancel/texts.ts';
import { SUBSCRIPTION_UPDATED_TOAST } from '../core/texts.ts';
import { OVERLAY } from '../overlay/texts.ts';

type Done = (changed: boolean) => void;

/** The next bill date the screens count from: the bill summary's, else the plan's own. */
function nextBillDate(details: UserDetails): string | null {
  return details.nextBillDetails?.billDate ?? currentPlan(details)?.nextBillAt ?? null;
}

/**
 * The account page's add-on screens, in place of its sections (loaded when first opened): the add-on
 * extension ('Activate' during a trial) and 'Cancel your add-on extension'. `onDone(true)` after a change
 * makes the page read the account again.
 */
export default function AddOnScreens({ screen, details, now, onDone }: { screen: Exclude<AddOnScreen, 'default'>; details: UserDetails; now: Date; onDone: Done }) {
  return screen === 'extend' ? <AddOnExtension details={details} now={now} onDone={onDone} /> : <CancelAddOnExtension details={details} onDone={onDone} />;
}

/**
 * Choose add-ons, read the three bill dates the extension bills through, tick the legal box, submit: one add
 * call per add-on, in order. All added: a toast and back to the page. Otherwise the screen stays, says which
 * were added and which were not (and why), and keeps the rest selected; a stale answer stops the calls and
 * opens its modal, an unavailable add-on opens the billing descriptor.
 */
function AddOnExtension({ details, now, onDone }: { details: UserDetails; now: Date; onDone: Done }) {
  const clients = useRestClients();
  const toasts = useToasts();
  const failure = useBillingFailure();
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [form, send] = useReducer(extensionReducer, EMPTY_EXTENSION);
  const [offered] = useState(() => extensionAddOns(details));
  const title = addOnScreenEntries(details).extend ?? ADD_ON_EXTENSION;
  const dates = extensionBillDates(nextBillDate(details));
  const nameOf = (productId: ProductItem['id']) => offered.find((item) => item.id === productId)?.displayName ?? productId;
  const report = extensionReport(form, nameOf);
  // What adding the chosen add-ons bills, priced by the server: a pro-rated charge now (none in a trial), then the next bill.
  const quoted = useQuotedBills(form.sending ? [] : form.selected);

  const submit = async () => {
    if (!canSubmitExtension(form)) return;
    const chosen = [...form.selected];
    send({ type: 'submit' });
    const results: ExtensionResult[] = [];
    for (const productId of chosen) {
      const outcome = await addProduct(clients, productId);
      if (outcome.kind === 'success') {
        results.push({ id: productId, ok: true });
        continue;
      }
      results.push({ id: productId, ok: false, message: failure(outcome) || null });
      if (outcome.kind === 'stale') break;
    }
    if (results.length === chosen.length && results.every((result) => result.ok)) {
      toasts.show(SUBSCRIPTION_UPDATED_TOAST);
      onDone(true);
      return;
    }
    send({ type: 'results', results });
  };

  return (
    <section className="billing-section addon-screen" aria-labelledby={`${id}-title`} aria-busy={form.sending}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ExtensionChoices offered={offered} form={form} send={send} />
        <BillDates id={`${id}-dates`} intro={ADD_ON_SCREENS.billedOn} dates={dates} />
        {quoted && quoted.length > 0 ? (
          <div className="addon-quote" aria-live="polite">
            <QuotedBills bills={quoted} now={now} />
          </div>
        ) : null}
        <label className="addon-legal">
          <input type="checkbox" checked={form.legal} disabled={form.sending} onChange={(event) => send({ type: 'legal', checked: event.target.checked })} />
          <span>{OVERLAY.legal}</span>
        </label>
        {report.length > 0 ? (
          <div className="billing-error" role="alert">
            {report.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
        <div className="billing-actions">
          <button type="submit" className="billing-action billing-action-primary" disabled={!canSubmitExtension(form)}>
            {title === ACTIVATE ? ACTIVATE : OVERLAY.submit}
          </button>
          <button type="button" className="billing-action" onClick={() => onDone(form.added.length > 0)} disabled={form.sending}>
            {CANCEL_FLOW.returnToAccount}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The add-ons the extension offers, each with its price; one already added is shown ticked and 'Added'. */
function ExtensionChoices({ offered, form, send }: { offered: readonly ProductItem[]; form: ExtensionForm; send: Dispatch<ExtensionEvent> }) {
  return (
    <fieldset className="addon-choices">
      <legend>{ADD_ON_SCREENS.choose}</legend>
      <p className="billing-note">{ADD_ON_SCREENS.extendIntro}</p>
      {offered.map((item) => {
        const added = form.added.includes(item.id);
        return (
          <label key={item.id} className="addon-choice">
            <input
              type="checkbox"
              checked={added || form.selected.includes(item.id)}
              disabled={added || form.sending}
              onChange={() => send({ type: 'toggle', id: item.id })}
            />
            <span className="addon-choice-name">{item.displayName}</span>
            <span className="billing-note">
              {periodPriceText(item)}
              {added ? ` · ${ADD_ON_SCREENS.added}` : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The three bill dates an add-on extension bills through, under the sentence that introduces them. */
function BillDates({ id, intro, dates }: { id: string; intro: string; dates: readonly string[] }) {
  if (dates.length === 0) return null;
  return (
    <div className="addon-dates">
      <p id={id}>{intro}</p>
      <ul aria-labelledby={id}>
        {dates.map((date) => (
          <li key={date}>{formatBillingDate(date)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Choose one of the add-ons still billed and cancel it: under the choice, the three bill dates its extension
 * would bill on, and that it stays until the first of them and is not billed again. A failure keeps the choice and says why in place.
 */
function CancelAddOnExtension({ details, onDone }: { details: UserDetails; onDone: Done }) {
  const clients = useRestClients();
  const toasts = useToasts();
  const failure = useBillingFailure();
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [addOns] = useState(() => cancellableAddOns(details));
  const [chosen, setChosen] = useState<ProductItem['id'] | null>(addOns.length === 1 ? (addOns[0]?.id ?? null) : null);
  const [state, setState] = useState<{ sending: boolean; error: string | null }>({ sending: false, error: null });
  const until = nextBillDate(details);
  const chosenItem = addOns.find((item) => item.id === chosen);

  const submit = () => {
    if (!chosen || state.sending) return;
    setState({ sending: true, error: null });
    void removeAddonExtension(clients, chosen).then((outcome) => {
      if (outcome.kind === 'success') {
        toasts.show(SUBSCRIPTION_UPDATED_TOAST);
        onDone(true);
      } else {
        setState({ sending: false, error: failure(outcome) || null });
      }
    });
  };

  return (
    <section className="billing-section addon-screen" aria-labelledby={`${id}-title`} aria-busy={state.sending}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {CANCEL_ADD_ON_EXTENSION}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="addon-choices">
          <legend>{ADD_ON_LISTS.yours}</legend>
          <p className="billing-note">{ADD_ON_SCREENS.cancelIntro}</p>
          {addOns.map((item) => (
            <label key={item.id} className="addon-choice">
              <input type="radio" name={`${id}-addon`} value={item.id} checked={chosen === item.id} disabled={state.sending} onChange={() => setChosen(item.id)} />
              <span className="addon-choice-name">{item.displayName}</span>
              <span className="billing-note">{periodPriceText(item)}</span>
            </label>
          ))}
        </fieldset>
        {chosenItem ? <BillDates id={`${id}-dates`} intro={addOnBillsOnText(chosenItem.displayName)} dates={extensionBillDates(until)} /> : null}
        {chosenItem && until ? <p className="addon-dates">{addOnStaysText(chosenItem.displayName, until)}</p> : null}
        {state.error ? (
          <p className="billing-error" role="alert">
            {state.error}
          </p>
        ) : null}
        <div className="billing-actions">
          <button type="submit" className="billing-action billing-action-danger" disabled={!chosen || state.sending}>
            {ADD_ON_SCREENS.cancelAction}
          </button>
          <button type="button" className="billing-action" onClick={() => onDone(false)} disabled={state.sending}>
            {ADD_ON_SCREENS.keep}
          </button>
        </div>
      </form>
    </section>
  );
}
