import { useQuery } from '@apollo/client/react';
import { PreferencesDocument } from '../../../../generated/graphql/documents/PreferencesDocument.ts';
import { PreferenceToggle, toggleValue } from '../../../kit/PreferenceToggle.tsx';
import { PREFERENCE_TOGGLES, shownPreferenceToggles } from '../logic/preferences.ts';

/**
 * The settings page's preferences, each a switch that says 'Updated!' or the error after a change. The
 * audio-description switch shows only with its feature flag on. While the preferences load, the switches that
 * always show are there in their loading state and a flagged one holds its place as a placeholder, so the list
 * keeps its size when the answer comes (it shrinks only when a flag turns out off).
 */
export function PreferencesSection() {
  const preferences = useQuery(PreferencesDocument);
  const list = preferences.data?.preferences;
  const loading = preferences.loading && !list;
  const shown = loading ? PREFERENCE_TOGGLES : shownPreferenceToggles(list ?? []);
  return (
    <section className="settings-section" aria-labelledby="settings-preferences">
      <h2 id="settings-preferences">Preferences</h2>
      {loading && (
        <p className="visually-hidden" aria-busy="true">
          Loading preferences…
        </p>
      )}
      <ul className="preference-list">
        {shown.map((toggle) =>
          loading && toggle.flag !== undefined ? (
            <li key={toggle.name} aria-hidden="true">
              <div className="preference">
                <span className="preference-placeholder">
                  <span className="skeleton skeleton-switch" />
                  <span className="skeleton skeleton-text">{'\u00a0'}</span>
                </span>
                <span className="preference-status" />
              </div>
            </li>
          ) : (
            <li key={toggle.name}>
              <PreferenceToggle name={toggle.name} label={toggle.label} value={loading ? undefined : toggleValue(list ?? [], toggle.name)} />
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
