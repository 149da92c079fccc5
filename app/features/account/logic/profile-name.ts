/**
 * The profile name rule: trimmed; empty gives 'Please enter a name.'; at most 255 characters; checked only
 * when changed from the saved value (an unchanged name clears the status). Validation runs 1000 ms after
 * typing; Enter or blur submits only a valid name.
 */
import { ENTER_NAME_TEXT } from '../texts.ts';

export const PROFILE_NAME_MAX = 255;
export const PROFILE_NAME_DEBOUNCE_MS = 1000;

export type FieldStatus = { status: 'unchanged' } | { status: 'valid'; value: string } | { status: 'error'; message: string };

export function validateProfileName(input: string, saved: string): FieldStatus {
  const value = input.trim();
  if (value === saved.trim()) return { status: 'unchanged' };
  if (value === '') return { status: 'error', message: ENTER_NAME_TEXT };
  if (value.length > PROFILE_NAME_MAX) return { status: 'error', message: `Please enter at most ${PROFILE_NAME_MAX} characters.` };
  return { status: 'valid', value };
}
