import { canChangeSubscription } from '../core/logic/account-actions.ts';
import { periodPriceText } from '../core/logic/price-text.ts';
import type { ProductItem, UserDetails } from '../core/logic/types.ts';
import { AddOnScreenButtons } from '../add-ons/AddOnScreenButtons.tsx';
import type { AddOnScreen } from '../add-ons/logic/add-on-screens.ts';
import { ACCOUNT_PAGE, addOnEndsText } from './texts.ts';
import { ADD_ON_LISTS } from '../add-ons/texts.ts';
import { OVERLAY } from '../overlay/texts.ts';
import { OverlayButton } from './OverlayButton.tsx';

function AddOnLine({ item }: { item: ProductItem }) {
  return (
    <li>
      <span>{item.displayName}</span> <span className="billing-note">{periodPriceText(item)}</span>
      {item.departingAt ? <span className="billing-addon-ends"> {addOnEndsText(item.displayName, item.departingAt)}</span> : null}
    </li>
  );
}

function AddOnList({ title, items }: { title: string; items: ProductItem[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="billing-list-title">{title}</h3>
      <ul className="billing-addons">
        {items.map((item) => (
          <AddOnLine key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}

/** The add-ons: the account's and those it may add, with the ways into Manage Add-Ons and the add-on screens. */
export function AddOnsSection({ details, now, onChanged, onAddOnScreen }: { details: UserDetails; now: Date; onChanged: () => void; onAddOnScreen: (screen: Exclude<AddOnScreen, 'default'>) => void }) {
  const subscribed = details.subscribedItems.filter((item) => item.type !== 'plan');
  const subscribedIds = new Set(subscribed.map((item) => item.id));
  const available = details.selectableItems.filter((item) => item.type !== 'plan' && !subscribedIds.has(item.id));
  return (
    <section className="billing-section" aria-labelledby="billing-addons">
      <h2 id="billing-addons">{ACCOUNT_PAGE.addOns}</h2>
      <p className="billing-note">{ACCOUNT_PAGE.addOnsNote}</p>
      <AddOnList title={ADD_ON_LISTS.yours} items={subscribed} />
      <AddOnList title={ADD_ON_LISTS.available} items={available} />
      <div className="billing-actions addon-actions">
        {canChangeSubscription(details) ? <OverlayButton label={OVERLAY.manageAddOnsAction} entry="addon" now={now} onChanged={onChanged} /> : null}
        <AddOnScreenButtons details={details} onOpen={onAddOnScreen} />
      </div>
    </section>
  );
}
