import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import type { FastDvrAccess, SavedDvrUpsellFieldsFragment } from '../../../../generated/graphql/operations.ts';
import { BASE_TIME_UNIT_MS } from '../../../lib/constants.ts';
import { DVR_UPSELL_TITLE, opensDvrUpsellModal, showsDvrUpsellBanner } from '../../../lib/state/dvr-upsell.ts';
import { Dialog } from '../../../shell/Dialog.tsx';
import { useIsMobile } from '../../../shell/hooks.ts';
import { useModals } from '../../../shell/ShellProvider.tsx';
import { useHasFollowed } from '../../../tiles/index.ts';

interface Props {
  access: FastDvrAccess | null | undefined;
  upsell: SavedDvrUpsellFieldsFragment | null | undefined;
  isUncredentialed: boolean;
}

/** The upgrade link of the upsell: where its button's action leads (the plan upsell of the account area). */
function UpgradeLink({ upsell, onNavigate }: { upsell: SavedDvrUpsellFieldsFragment; onNavigate?: () => void }) {
  const button = upsell.upgradeButton;
  const url = button?.onClickAction.url ?? upsell.action?.url;
  if (!button || !url) return null;
  return (
    <Link className="upgrade-button" to={url} onClick={onNavigate}>
      {button.label}
    </Link>
  );
}

/**
 * The Saved page's DVR upsell: a banner while DVR is unavailable on the plan, gone once
 * the user follows a show; on mobile the same upsell also opens as a modal after one base unit.
 */
export function SavedDvrUpsell({ access, upsell, isUncredentialed }: Props) {
  const hasFollowed = useHasFollowed();
  const isMobile = useIsMobile();
  const modals = useModals();
  const titleId = useId();
  const opensModal = Boolean(upsell) && opensDvrUpsellModal({ access, hasFollowed, isUncredentialed, isMobile });

  useEffect(() => {
    if (!opensModal || !upsell) return;
    let modalId: number | null = null;
    const timer = setTimeout(() => {
      modalId = modals.push({
        type: 'upsell_dvr',
        render: (close) => (
          <Dialog title={DVR_UPSELL_TITLE} onClose={close}>
            <p>{upsell.message}</p>
            <UpgradeLink upsell={upsell} onNavigate={close} />
          </Dialog>
        ),
      });
    }, BASE_TIME_UNIT_MS);
    return () => {
      clearTimeout(timer);
      // Leaving the Saved page takes its upsell along.
      if (modalId !== null) modals.close(modalId);
    };
  }, [opensModal, upsell, modals]);

  if (!upsell || !showsDvrUpsellBanner({ access, hasFollowed, isUncredentialed })) return null;
  return (
    <aside className="dvr-upsell" aria-labelledby={titleId}>
      <h2 id={titleId}>{DVR_UPSELL_TITLE}</h2>
      <p>{upsell.message}</p>
      <UpgradeLink upsell={upsell} />
    </aside>
  );
}
