import type { components } from '../../../generated/rest/profile.ts';
import { httpStatusMessage, networkErrorMessage, type FetchResult } from './fetch-result.ts';

type GeoCheckResponse = components['schemas']['GeoCheckResponse'];

export type GeoCheckOutcome =
  /** The caller is inside the service area. */
  | { kind: 'pass'; country: string | null }
  /** `status: FAIL`: outside the service area, the geo-fence modal opens. */
  | { kind: 'fail'; country: string | null }
  /** No answer to act on (network failure, an error status): the check says nothing, the app stays open. */
  | { kind: 'error'; message: string };

export const GEO_CHECK_ERROR_TEXT = 'Unable to check your location.';

/**
 * The geo check rule (checkGeoFence in contracts/openapi/profile.yaml): a 200 says PASS or FAIL; any other
 * answer, or none, is an error with the server's message, '{status}: {statusText}', or the network
 * error's own message. Never rejects.
 */
export async function geoCheckCall(request: () => Promise<FetchResult<GeoCheckResponse, unknown>>): Promise<GeoCheckOutcome> {
  let result: FetchResult<GeoCheckResponse, unknown>;
  try {
    result = await request();
  } catch (error) {
    return { kind: 'error', message: networkErrorMessage(error, GEO_CHECK_ERROR_TEXT) };
  }
  const { data, error, response } = result;
  if (data?.status === 'PASS') return { kind: 'pass', country: data.country ?? null };
  if (data?.status === 'FAIL') return { kind: 'fail', country: data.country ?? null };
  const message = (error as { message?: unknown } | undefined)?.message;
  return { kind: 'error', message: typeof message === 'string' && message.trim() !== '' ? message : response.ok ? GEO_CHECK_ERROR_TEXT : httpStatusMessage(response) };
}
