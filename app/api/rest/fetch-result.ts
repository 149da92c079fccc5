/** The part of an openapi-fetch result the outcome rules read: the parsed body (2xx or not) and the response. */
export interface FetchResult<Data, Failure> {
  data?: Data;
  error?: Failure;
  response: Response;
}

/** A failed `fetch` (offline, DNS, CORS) shows the error's own message, as the spec says for network errors. */
export function networkErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The non-OK rule shared by the REST contracts: '{status}: {statusText}'. */
export function httpStatusMessage(response: Response): string {
  return `${response.status}: ${response.statusText}`;
}
