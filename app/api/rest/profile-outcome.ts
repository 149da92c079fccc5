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

/** GET /user answers 404 when the session's user no longer exists. */
export const USER_NOT_FOUND_TEXT = 'Oops! We could not find the requested user.';
/** GET /user's failure text, followed by the error's message. */
export const USER_LOAD_FAILED_TEXT = 'There was an error retrieving Profile information.';

export type CurrentUserOutcome<Data> = ProfileOutcome<Data> | { kind: 'not-found'; message: string };

/**
 * The rule of GET /user: the profile/user rule, except that a 404 means the session's user no longer
 * exists ('Oops! We could not find the requested user.'), and any other failure reads 'There was an error
 * retrieving Profile information.' followed by the message.
 */
export async function currentUserCall<Data extends { status: string }>(
  request: () => Promise<FetchResult<Data, unknown>>,
): Promise<CurrentUserOutcome<Data>> {
  let httpStatus: number | null = null;
  const outcome = await profileCall(async () => {
    const result = await request();
    httpStatus = result.response.status;
    return result;
  }, '');
  if (outcome.kind !== 'failure') return outcome;
  if (httpStatus === 404) return { kind: 'not-found', message: USER_NOT_FOUND_TEXT };
  return { ...outcome, message: outcome.message ? `${USER_LOAD_FAILED_TEXT} ${outcome.message}` : USER_LOAD_FAILED_TEXT };
}
