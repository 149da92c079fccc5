import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { PreferencesDocument } from '../../../generated/graphql/documents/PreferencesDocument.ts';
import { rememberDoNotSell } from './do-not-sell.ts';

/** The do-not-sell preference's name: 'on' opts the user out of the sale or sharing of personal information. */
export const DO_NOT_SELL_PREFERENCE = 'ccpa_do_not_sell';

/**
 * Keeps analytics' do-not-sell choice equal to the account's preference whenever the preferences are known to the
 * page (read from the cache only: this asks the server nothing; the privacy-choices modal and the settings page read
 * them), so a choice made on another device holds here too.
 */
export function useDoNotSellSync(): void {
  const preferences = useQuery(PreferencesDocument, { fetchPolicy: 'cache-only' }).data?.preferences;
  const value = preferences?.find((preference) => preference.name === DO_NOT_SELL_PREFERENCE)?.value;
  const known = preferences !== undefined;
  useEffect(() => {
    if (known) rememberDoNotSell(value === 'on');
  }, [known, value]);
}
