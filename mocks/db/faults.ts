/**
 * What the world is told to get wrong: fault settings are data the world carries (`World.faults`), so
 * they are typed here, in the lowest layer. Their text grammar (`?faults=`, `x-mock-faults`, `--faults`)
 * and the lookup by operation live in mocks/scenarios/faults.ts. Operations are named by their contract
 * name: the REST operationId (`subscribe`, `createProfile`, …) or the GraphQL operation name (`Page`);
 * `*` applies to every operation.
 */
import type { PlaybackErrorName } from '../../common/error-catalogue.ts';

export type Fault =
  /** Answer after a delay. */
  | { kind: 'delay'; ms: number }
  /** Answer with this HTTP status and the contract's error body for it. */
  | { kind: 'status'; status: number }
  /** Billing: answer HTTP 200 with `success: false` and this error code (1102, 1253, … 1806). */
  | { kind: 'billing-error'; code: number }
  /**
   * Billing: a surge (1803 request enqueued, 1806 encounter) on every call of the operation, except a setup
   * intent limited to cards (`limit_to=card`), which the capacity-limited card-only form asks for.
   */
  | { kind: 'surge'; code: 1803 | 1806 }
  /** Profile/user: answer with the FAILURE envelope and this `error_code` (50: a message was already sent). */
  | { kind: 'profile-error'; code: number }
  /** Drop the connection: the client sees a network error. */
  | { kind: 'network' }
  /** Hold the request this long, then drop the connection: a client whose own time limit is shorter sees its timeout. */
  | { kind: 'timeout'; ms: number }
  /** Playback: refuse with this PlaybackError (status, code and category from the contract's mapping table). */
  | { kind: 'playback-error'; name: PlaybackErrorName }
  /** The session expired: 401 for REST, a 401 network error for GraphQL. */
  | { kind: 'unauthorized' }
  /** The geo check answers FAIL. */
  | { kind: 'geo-fail' }
  /** GraphQL: the named operation answers with a GraphQL error. */
  | { kind: 'graphql-error'; message: string }
  /** GraphQL subscriptions: the server drops the socket after the first event (or at once). */
  | { kind: 'drop-socket' }
  /**
   * Media (operation `media`: the test streams' segments, init segments and thumbnails): each file answers after
   * the time it takes at this many kilobits per second, as over a slow network.
   */
  | { kind: 'bandwidth'; kbps: number }
  /** Playback (`getManifest`): the manifest carries this bitrate cap (kilobits per second; null leaves that side open). */
  | { kind: 'bitrate-cap'; minKbps: number | null; maxKbps: number | null };

export type FaultSettings = Record<string, Fault[]>;
