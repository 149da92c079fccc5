import type { Dispatch } from 'react';
import type { ProductItem } from '../core/logic/types.ts';
import { periodPriceText } from '../core/logic/price-text.ts';
import { addOnChannelPreview, AND_MORE } from './logic/product-card.ts';
import { supportedAddOns, type OverlayEvent } from './logic/overlay-flow.ts';
import { DroppedNotes } from './DroppedNotes.tsx';
import { OVERLAY } from './texts.ts';

/** Manage Add-Ons: what the chosen plan leaves out, then one choice per add-on the plan takes. */
export function ManageAddOnsScreen({
  plan,
  addOns,
  chosen,
  dropped,
  dispatch,
}: {
  plan: ProductItem | undefined;
  addOns: readonly ProductItem[];
  chosen: readonly string[];
  dropped: readonly string[];
  dispatch: Dispatch<OverlayEvent>;
}) {
  return (
    <fieldset className="overlay-choices">
      <legend className="overlay-legend">{OVERLAY.addOns}</legend>
      <DroppedNotes texts={dropped} />
      {supportedAddOns(plan, addOns).length === 0 ? <p className="billing-note">{OVERLAY.noAddOns}</p> : null}
      {supportedAddOns(plan, addOns).map((addOn) => (
        <label key={addOn.id} className="overlay-choice" data-chosen={chosen.includes(addOn.id) || undefined}>
          <input type="checkbox" checked={chosen.includes(addOn.id)} onChange={() => dispatch({ type: 'toggle-add-on', id: addOn.id })} />
          <AddOnCard addOn={addOn} />
        </label>
      ))}
    </fieldset>
  );
}

/** An add-on's card in Manage Add-Ons: name, price, description and its first channels' logos, then '& More'. */
function AddOnCard({ addOn }: { addOn: ProductItem }) {
  const preview = addOnChannelPreview(addOn.channels);
  return (
    <>
      <span className="overlay-choice-name">{addOn.displayName}</span>
      <span>{periodPriceText(addOn)}</span>
      {addOn.shortDescription ? <span className="billing-note">{addOn.shortDescription}</span> : null}
      {preview.shown.length > 0 ? (
        <span className="overlay-logos">
          {preview.shown.map((channel) =>
            channel.logoUrl ? <img key={channel.channelId} src={channel.logoUrl} alt={channel.displayName} loading="lazy" /> : <span key={channel.channelId}>{channel.displayName}</span>,
          )}
          {preview.more ? <span>{AND_MORE}</span> : null}
        </span>
      ) : null}
    </>
  );
}
