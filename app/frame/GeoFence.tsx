import { useEffect } from 'react';
import { geoCheckCall, type GeoCheckOutcome } from '../api/rest/geo-outcome.ts';
import { useRestQuery, type RestQueryState } from '../api/rest/useRestQuery.ts';
import { PRODUCT_NAME } from '../../common/product.ts';
import { Dialog } from '../kit/Dialog.tsx';
import { SUPPORT_URL } from '../kit/ErrorPage.tsx';
import { useModals } from '../kit/ShellProvider.tsx';

export const GEO_FENCE_TEXT = `Sorry, ${PRODUCT_NAME} is only available in the United States ...for now.`;

/** The geo check (GET /geo/check), once per app start. */
export function useGeoCheck(): RestQueryState<GeoCheckOutcome> {
  return useRestQuery('geo-check', (clients) => geoCheckCall(() => clients.profile.GET('/geo/check')));
}

/**
 * Opens the geo-fence modal when the geo check on start says FAIL: a blocking dialog (it does not close)
 * with the contract's text and a support link. A check that fails to answer blocks nobody.
 */
export function GeoFence() {
  const check = useGeoCheck();
  const modals = useModals();
  const outside = check.outcome?.kind === 'fail';
  useEffect(() => {
    if (!outside || modals.has('user_geo_fence')) return;
    modals.push({
      type: 'user_geo_fence',
      render: () => (
        // The spec gives the modal its text and a support link, no other title.
        <Dialog title={GEO_FENCE_TEXT} persistent onClose={() => undefined}>
          <p>
            <a href={SUPPORT_URL}>Contact support</a>
          </p>
        </Dialog>
      ),
    });
  }, [outside, modals]);
  return null;
}
