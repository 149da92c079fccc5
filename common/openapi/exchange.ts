/**
 * The transport-neutral HTTP request and answer the validation kit checks. The mock world answers these
 * (its adapters translate MSW's and node:http's to and from them); the conformance checker translates a
 * real server's exchanges into them to judge them by the same rules.
 */
export interface ContractRequest {
  method: string;
  /** The origin the client called (`http://localhost:5173`), for absolute URLs in answers. */
  origin: string;
  /** Path without the query string, e.g. `/billing/subscribe`. */
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string>;
  cookies: Record<string, string>;
  /**
   * The parsed body: JSON as a value, a form body as a string record, anything else as raw bytes;
   * `undefined` for no body. Why a body failed to parse is in `bodyError`.
   */
  body: unknown;
  bodyError?: string;
}

export type ContractBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; value: string; contentType: string }
  | { kind: 'bytes'; value: Uint8Array; contentType: string }
  | { kind: 'empty' };

export interface ContractResponse {
  status: number;
  /** Header names in lower case. */
  headers?: Record<string, string>;
  body: ContractBody;
  /** The connection dropped: there is no answer to judge. */
  networkError?: boolean;
}
