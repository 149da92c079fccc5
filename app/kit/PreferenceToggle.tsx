import { useMutation } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import { PreferencesDocument } from '../../generated/graphql/documents/PreferencesDocument.ts';
import { UpdatePreferenceDocument } from '../../generated/graphql/documents/UpdatePreferenceDocument.ts';
import {
  INITIAL_PREFERENCE_TOGGLE,
  preferenceStatusText,
  preferenceToggleTransition,
  type PreferenceValue,
} from '../lib/state/preference-toggle.ts';
import { useMachine } from './useMachine.ts';
import { useRestartableTimeout } from './useRestartableTimeout.ts';

/**
 * One preference as a switch that talks to the server (the preference toggle machine,
 * app/lib/state/preference-toggle.ts): the settings page's preferences and the privacy-choices opt-out.
 * `value` is the server's value, undefined while the preferences load.
 */
export function PreferenceToggle({ name, label, value }: { name: string; label: string; value: PreferenceValue | undefined }) {
  const [update] = useMutation(UpdatePreferenceDocument);
  const later = useRestartableTimeout();
  const statusId = useId();
  const [state, send] = useMachine(preferenceToggleTransition, () => INITIAL_PREFERENCE_TOGGLE, (effect, reply) => {
    switch (effect.type) {
      case 'update':
        // The list is asked again, so every reader of the preferences sees the change.
        void update({ variables: { name, value: effect.value }, refetchQueries: [PreferencesDocument], awaitRefetchQueries: true }).then(
          () => reply({ type: 'request-succeeded' }),
          () => reply({ type: 'request-failed' }),
        );
        return;
      case 'schedule-revert-timer':
        later(() => reply({ type: 'revert-timer-fired' }), effect.delayMs);
        return;
    }
  });
  useEffect(() => {
    if (value !== undefined) send({ type: 'loaded', value });
  }, [value, send]);
  const text = preferenceStatusText(state.status);
  return (
    <div className="preference" data-status={state.status}>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={state.value === 'on'}
          disabled={state.status === 'loading' || state.status === 'updating'}
          aria-describedby={statusId}
          onChange={() => send({ type: 'toggled' })}
        />
        {label}
      </label>
      <span id={statusId} className="preference-status" data-kind={state.status === 'error' ? 'error' : undefined} aria-live="polite">
        {text}
      </span>
    </div>
  );
}

/** A toggle preference's value in a preferences answer ('on' or 'off'; anything else reads as off). */
export function toggleValue(preferences: readonly { name: string; value: string }[] | undefined, name: string): PreferenceValue | undefined {
  if (!preferences) return undefined;
  return preferences.find((preference) => preference.name === name)?.value === 'on' ? 'on' : 'off';
}
