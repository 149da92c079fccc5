import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { PreferencesDocument } from '../../generated/graphql/documents/PreferencesDocument.ts';
import { PRODUCT_NAME } from '../../common/product.ts';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { PreferenceToggle, toggleValue } from './PreferenceToggle.tsx';
import { useModals } from './ShellProvider.tsx';
import { DO_NOT_SELL_PREFERENCE } from './analytics/useDoNotSellSync.ts';

export { DO_NOT_SELL_PREFERENCE };
export const PRIVACY_CHOICES_TITLE = 'Your Privacy Choices';
export const DO_NOT_SELL_LABEL = 'Do not sell or share my personal information';

/**
 * The do-not-sell (privacy choices) modal: its opt-out switch, saved as the do-not-sell preference with the
 * preference toggle's 'Updated!' or error.
 */
export function PrivacyChoicesDialog({ onClose }: { onClose: () => void }) {
  const preferences = useQuery(PreferencesDocument);
  const doNotSell = toggleValue(preferences.data?.preferences, DO_NOT_SELL_PREFERENCE);
  return (
    <Dialog title={PRIVACY_CHOICES_TITLE} onClose={onClose} panelClassName="privacy-choices">
      <p>
        {PRODUCT_NAME} uses what you watch to show you ads that match your interests (targeted advertising), which can count as selling
        or sharing your personal information. You can opt out at any time.
      </p>
      <PreferenceToggle name={DO_NOT_SELL_PREFERENCE} label={DO_NOT_SELL_LABEL} value={doNotSell} />
      <div className="dialog-actions">
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </div>
    </Dialog>
  );
}

/** Opens the privacy-choices modal (once: a second open while it shows does nothing); `onClosed` runs after it closes. */
export function useOpenPrivacyChoices(): (onClosed?: () => void) => void {
  const modals = useModals();
  return useCallback(
    (onClosed) => {
      if (modals.has('do_not_sell')) return;
      modals.push({
        type: 'do_not_sell',
        render: (close) => (
          <PrivacyChoicesDialog
            onClose={() => {
              close();
              onClosed?.();
            }}
          />
        ),
      });
    },
    [modals],
  );
}
