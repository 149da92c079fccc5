import type { components } from '../../../generated/rest/profile.ts';
import { networkErrorMessage, type FetchResult } from './fetch-result.ts';

type Failure = components['schemas']['Failure'];
type VerificationInitConflict = components['schemas']['VerificationInitConflict'];

/** The error code the server gives when a verification message was already sent. */
export const MESSAGE_ALREADY_SENT = 50;

export type ProfileOutcome<Data> =
  /** `status: SUCCESS`. */
  | { kind: 'success'; data: Data }
  /** A verification poll that is still waiting (`status: PENDING`): poll again after the server's interval. */
  | { kind: 'pending'; data: Data }
  | {
      kind: 'failure';
      /** The server's message when it gave one, otherwise the screen's own message ('Unable to save profile.'). */
      message: string;
      /** `50` means a message was already sent: the screen stays in verifying. */
      errorCode?: number;
      /** Polling hints that come with `error_code: 50`. */
      pollingIntervalSeconds?: number;
      canResend?: boolean;
    };

function hasMessage(body: unknown): body is Partial<Failure> & { message: string } {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

function failureFrom(body: unknown, fallbackMessage: string): ProfileOutcome<never> {
  if (!hasMessage(body) || body.message.trim() === '') return { kind: 'failure', message: fallbackMessage };
  const conflict = body as Partial<VerificationInitConflict>;
  return {
    kind: 'failure',
    message: body.message,
    ...(typeof conflict.error_code === 'number' ? { errorCode: conflict.error_code } : {}),
    ...(typeof conflict.polling_interval_seconds === 'number'
      ? { pollingIntervalSeconds: conflict.polling_interval_seconds }
      : {}),
    ...(typeof conflict.can_resend === 'boolean' ? { canResend: conflict.can_resend } : {}),
  };
}

/**
 * The profile/user response rule: a call succeeds only when the body says `status: SUCCESS`
 * (a poll may also say `PENDING`); anything else surfaces the server's message, or the screen's
 * `fallbackMessage` when the server gave none. A network failure shows the error's own message.
 */
export async function profileCall<Data extends { status: string }>(
  request: () => Promise<FetchResult<Data, unknown>>,
  fallbackMessage: string,
): Promise<ProfileOutcome<Data>> {
  let result: FetchResult<Data, unknown>;
  try {
    result = await request();
  } catch (error) {
    return { kind: 'failure', message: networkErrorMessage(error, fallbackMessage) };
  }
  const { data, error } = result;
  if (data?.status === 'SUCCESS') return { kind: 'success', data };
  if (data?.status === 'PENDING') return { kind: 'pending', data };
  return failureFrom(data ?? error, fallbackMessage);
}
