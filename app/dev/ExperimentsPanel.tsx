/**
 * The Mocks panel's experiments and feature flags: each registered experiment with the world's user's variant
 * (or "not assigned", so the app assigns one through assignExperiment) and each flag preference as a checkbox.
 * A change goes to the control API (`PUT /__mocks/preferences`) and the page reloads to show it. A URL override
 * (`?saveAndRecord2024-04-08=variant_above`) still wins over what is set here; the panel lists the page's overrides,
 * saying why one is not used (an unknown experiment, or a value that is not one of its variants).
 */
import { readOverrides } from '../lib/routing/experiments.ts';

export interface ExperimentState {
  key: string;
  name: string;
  description: string;
  variants: string[];
  /** The user's variant; null when not assigned. */
  value: string | null;
}

export interface FlagState {
  key: string;
  preference: string;
  stage: string;
  description: string;
  on: boolean;
}

const NOT_ASSIGNED = '';

export function ExperimentsPanel({
  experiments,
  flags,
  onSet,
}: {
  experiments: readonly ExperimentState[];
  flags: readonly FlagState[];
  /** Sets a preference in the world (null: takes it away). */
  onSet: (name: string, value: string | null) => void;
}) {
  if (experiments.length === 0 && flags.length === 0) return null;
  const overrides = readOverrides(window.location.search);
  return (
    <fieldset className="mock-panel-experiments">
      <legend>Experiments and flags</legend>
      {overrides.length > 0 ? (
        <ul aria-label="URL overrides">
          {overrides.map(({ name, value, problem }) => (
            <li key={name}>{problem ?? `${name}=${value} (from the URL, in effect)`}</li>
          ))}
        </ul>
      ) : null}
      {experiments.map((experiment) => (
        <label key={experiment.key} title={experiment.description}>
          {experiment.name}{' '}
          <select
            value={experiment.value ?? NOT_ASSIGNED}
            onChange={(event) => onSet(experiment.name, event.target.value === NOT_ASSIGNED ? null : event.target.value)}
          >
            <option value={NOT_ASSIGNED}>not assigned</option>
            {experiment.variants.map((variant) => (
              <option key={variant} value={variant}>
                {variant}
              </option>
            ))}
          </select>
        </label>
      ))}
      {flags.map((flag) => (
        <label key={flag.key} title={flag.description}>
          <input type="checkbox" checked={flag.on} onChange={(event) => onSet(flag.preference, event.target.checked ? 'on' : 'off')} /> {flag.preference} (
          {flag.stage})
        </label>
      ))}
    </fieldset>
  );
}
