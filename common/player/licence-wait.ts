/**
 * The licence path's bound (docs/decisions/0009-bounded-manifest-wait.md): a licence exchange ends within
 * LICENCE_DEADLINE_MS of its first request, whatever the licence service does.
 * - A refusal (a 4xx: the key is not authorised, the title is not in the package, …) is the answer: it is not asked
 *   again (shaka-player would retry it four times), so its error view shows at once.
 * - A service that answers with an error (5xx) or drops the connection gets the spec's attempts (4, 1, 2 and 4 s
 *   apart), each attempt at most LICENCE_TIMEOUT_MS.
 * - A service that does not answer is given up at the deadline: the player fails with the timeout
 *   ('Please try again later.', with Try again) instead of waiting on four attempts of shaka's 30 s.
 * Timers are `setTimeout` of the page's clock, so tests drive them like every other wait.
 */
/** How long one licence attempt may take before it counts as timed out (as a manifest attempt). */
export const LICENCE_TIMEOUT_MS = 10_000;
/** How long a licence exchange may wait, from its first request, before the player gives up. */
export const LICENCE_DEADLINE_MS = 20_000;

/** shaka's request types (NetworkingEngine.RequestType) of licence requests (LICENSE, SERVER_CERTIFICATE). */
export const LICENCE_REQUEST_TYPES: ReadonlySet<number> = new Set([2, 5]);

/** shaka's BAD_HTTP_STATUS (shaka.util.Error.Code): data is [uri, status, responseText, headers, requestType, …]. */
const BAD_HTTP_STATUS = 1001;

/** The parts of a failed request's shaka error the rule reads. */
export interface FailedRequestError {
  code: number;
  data: readonly unknown[];
}

/**
 * Whether shaka-player may ask again after a failed request: not when a licence request was refused (a 4xx is the
 * service's answer, and asking again only delays it); any other failure as shaka's retry parameters say.
 */
export function mayRetryRequest(error: FailedRequestError): boolean {
  if (error.code !== BAD_HTTP_STATUS) return true;
  const [, status, , , requestType] = error.data;
  if (typeof requestType !== 'number' || !LICENCE_REQUEST_TYPES.has(requestType)) return true;
  return !(typeof status === 'number' && status >= 400 && status < 500);
}

export interface LicenceWatch {
  /** A licence request went out: the deadline starts now, unless an exchange is already under way. */
  requested(): void;
  /** A licence answered: the exchange is over (a later request, such as a renewal, starts a new one). */
  answered(): void;
  /** Playback ended or failed: nothing fires (a given-up exchange stays given up). */
  stop(): void;
  /** A new load: a fresh start. */
  reset(): void;
  /**
   * The exchange was given up at its deadline: nothing may be asked again until the next load (an attempt that
   * times out just after the deadline must not send a retry after the error view has shown).
   */
  givenUp(): boolean;
}

/** Watches licence exchanges: `onExpired` runs once an exchange has gone `deadlineMs` without a licence. */
export function watchLicence(onExpired: () => void, deadlineMs: number = LICENCE_DEADLINE_MS): LicenceWatch {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let expired = false;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    requested() {
      if (timer !== null || expired) return;
      timer = setTimeout(() => {
        timer = null;
        expired = true;
        onExpired();
      }, deadlineMs);
    },
    answered: stop,
    stop,
    reset() {
      stop();
      expired = false;
    },
    givenUp: () => expired,
  };
}
