import { useQuery } from '@apollo/client/react';
import { PreferencesDocument } from '../../../../generated/graphql/documents/PreferencesDocument.ts';
import { PreferenceToggle, toggleValue } from '../../../shell/PreferenceToggle.tsx';
import { shownPreferenceToggles } from '../logic/preferences.ts';

/**
 * The settings page's preferences, each a switch that says 'Updated!' or the error after a change. The
 * audio-description switch shows only with its feature flag on.
 */
export function PreferencesSection() {
  const preferences = useQuery(PreferencesDocument);
  const list = preferences.data?.preferences;
  return (
    <section className="settings-section" aria-labelledby="settings-preferences">
      <h2 id="settings-preferences">Preferences</h2>
      {preferences.loading && !list ? (
        <p aria-busy="true">Loading preferences…</p>
      ) : (
        <ul className="preference-list">
          {shownPreferenceToggles(list ?? []).map((toggle) => (
            <li key={toggle.name}>
              <PreferenceToggle name={toggle.name} label={toggle.label} value={toggleValue(list ?? [], toggle.name)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
