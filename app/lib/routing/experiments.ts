/** A query key of the form camelCaseName plus a YYYY-MM-DD date, e.g. saveAndRecord2024-04-08. */
const EXPERIMENT_KEY = /^[a-z][a-zA-Z0-9]*?\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isExperimentKey(key: string): boolean {
  return EXPERIMENT_KEY.test(key);
}

/** Experiment overrides from the URL: every experiment-shaped query key and its value (last one wins). */
export function experimentOverrides(search: string | URLSearchParams): Record<string, string> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const overrides: Record<string, string> = {};
  for (const [key, value] of params) if (isExperimentKey(key)) overrides[key] = value;
  return overrides;
}

/** Variants that count as the experiment being on (anything but control, empty or off). */
export function isExperimentOn(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== 'control' && value !== 'off' && value !== 'false';
}
