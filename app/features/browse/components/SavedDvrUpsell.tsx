import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FastDvrAccess, SavedDvrUpsellFieldsFragment } from '../../../../generated/graphql/operations.ts';
import { billingCall } from '../../../api/rest/billing-outcome.ts';
import { useRestQuery } from '../../../api/rest/useRestQuery.ts';
import { BASE_TIME_UNIT_MS } from '../../../lib/constants.ts';
import {
  DVR_UPSELL_DISMISSED_KEY,
  DVR_UPSELL_TEXTS,
  DVR_UPSELL_TITLE,
  dvrUpsellButtons,
  dvrUpsellOfferText,
  opensDvrUpsellModal,
  showsDvrUpsellBanner,
} from '../logic/dvr-upsell.ts';
import { Dialog } from '../../../kit/Dialog.tsx';
import { useIsMobile } from '../../../kit/hooks.ts';
import { useModals } from '../../../kit/ShellProvider.tsx';
import { useHasFollowed } from '../../../tiles/index.ts';

interface Props {
  access: FastDvrAccess | null | undefined;
  upsell: SavedDvrUpsellFieldsFragment | null | undefined;
  needsEmail: boolean;
}

/** Where the upsell's upgrade leads (the plan upsell of the account area), or null when it names nowhere. */
function upgradeUrl(upsell: SavedDvrUpsellFieldsFragment): string | null {
  return upsell.upgradeButton?.onClickAction.url ?? upsell.action?.url ?? null;
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(DVR_UPSELL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(DVR_UPSELL_DISMISSED_KEY, 'true');
  } catch {
    // Storage refused: the choice holds for this page only.
  }
}

/** The plan that unlocks a year of DVR, with its price, read from the plans the account can choose; nothing while unknown. */
function UpsellOffer() {
  const signup = useRestQuery('dvr-upsell-signup-details', (clients) => billingCall(() => clients.billing.GET('/billing/signup_details')));
  const offer = signup.outcome?.kind === 'success' ? dvrUpsellOfferText(signup.outcome.result.selectablePlans) : null;
  return offer ? <p className="dvr-upsell-price">{offer}</p> : null;
}

/** The full DVR upsell: the message, the plan and its price per month, 'Upgrade now', 'Not now' and on mobile 'Don't show again.'. */
function DvrUpsellDialog({ upsell, isMobile, close, onDismissForGood }: { upsell: SavedDvrUpsellFieldsFragment; isMobile: boolean; close: () => void; onDismissForGood: () => void }) {
  const url = upgradeUrl(upsell);
  return (
    <Dialog title={DVR_UPSELL_TITLE} onClose={close}>
      <p>{upsell.message}</p>
      <UpsellOffer />
      <div className="dvr-upsell-actions">
        {dvrUpsellButtons(isMobile).map((button) => {
          if (button === 'upgrade') {
            return url ? (
              <Link key={button} className="upgrade-button" to={url} onClick={close}>
                {DVR_UPSELL_TEXTS.upgrade}
              </Link>
            ) : null;
          }
          return (
            <button
              key={button}
              type="button"
              className={button === 'notNow' ? 'upgrade-button dvr-upsell-not-now' : 'link-button'}
              onClick={() => {
                if (button === 'dontShowAgain') onDismissForGood();
                close();
              }}
            >
              {DVR_UPSELL_TEXTS[button]}
            </button>
          );
        })}
      </div>
    </Dialog>
  );
}

/**
 * The Saved page's DVR upsell: a banner while DVR is unavailable on the plan, gone once the user follows a
 * show; its upgrade button opens the full upsell, which on mobile also opens by itself after one base unit
 * unless the viewer chose 'Don't show again.'.
 */
export function SavedDvrUpsell({ access, upsell, needsEmail }: Props) {
  const hasFollowed = useHasFollowed();
  const isMobile = useIsMobile();
  const modals = useModals();
  const titleId = useId();
  const [dismissedForGood, setDismissedForGood] = useState(readDismissed);
  const opensModal = Boolean(upsell) && opensDvrUpsellModal({ access, hasFollowed, needsEmail, isMobile, dismissedForGood });

  const open = (current: SavedDvrUpsellFieldsFragment) =>
    modals.push({
      type: 'upsell_dvr',
      render: (close) => (
        <DvrUpsellDialog
          upsell={current}
          isMobile={isMobile}
          close={close}
          onDismissForGood={() => {
            rememberDismissed();
            setDismissedForGood(true);
          }}
        />
      ),
    });

  useEffect(() => {
    if (!opensModal || !upsell) return;
    let modalId: number | null = null;
    const timer = setTimeout(() => {
      modalId = modals.push({
        type: 'upsell_dvr',
        render: (close) => (
          <DvrUpsellDialog
            upsell={upsell}
            isMobile
            close={close}
            onDismissForGood={() => {
              rememberDismissed();
              setDismissedForGood(true);
            }}
          />
        ),
      });
    }, BASE_TIME_UNIT_MS);
    return () => {
      clearTimeout(timer);
      // Leaving the Saved page takes its upsell along.
      if (modalId !== null) modals.close(modalId);
    };
  }, [opensModal, upsell, modals]);

  if (!upsell || !showsDvrUpsellBanner({ access, hasFollowed, needsEmail })) return null;
  const button = upsell.upgradeButton;
  return (
    <aside className="dvr-upsell" aria-labelledby={titleId}>
      <h2 id={titleId}>{DVR_UPSELL_TITLE}</h2>
      <p>{upsell.message}</p>
      {button && upgradeUrl(upsell) ? (
        <button type="button" className="upgrade-button" aria-haspopup="dialog" onClick={() => open(upsell)}>
          {button.label}
        </button>
      ) : null}
    </aside>
  );
}
