import { addOnScreenEntries, CANCEL_ADD_ON_EXTENSION, type AddOnScreen } from './logic/add-on-screens.ts';
import type { UserDetails } from '../core/logic/types.ts';

/** The Add-Ons section's ways into the add-on screens (buttons beside its other actions), as far as the account allows them (logic/add-on-screens.ts). */
export function AddOnScreenButtons({ details, onOpen }: { details: UserDetails; onOpen: (screen: Exclude<AddOnScreen, 'default'>) => void }) {
  const entries = addOnScreenEntries(details);
  if (!entries.extend && !entries.cancel) return null;
  return (
    <>
      {entries.extend ? (
        <button type="button" className="billing-action" onClick={() => onOpen('extend')} data-opens="addon-extend">
          {entries.extend}
        </button>
      ) : null}
      {entries.cancel ? (
        <button type="button" className="billing-action" onClick={() => onOpen('cancel')} data-opens="addon-cancel">
          {CANCEL_ADD_ON_EXTENSION}
        </button>
      ) : null}
    </>
  );
}
