/**
 * The conformance checker's shared vocabulary. The REST, GraphQL and analytics parts each plan a list of `Check`s;
 * the runner filters them (--only/--skip), runs them in a bounded pool, and hands `CheckResult`s to the
 * reporters (terminal, JUnit, JSON, HTML).
 */

/** One contract file the checker reports on (a summary row each). */
export type ContractName = 'profile' | 'billing' | 'playback' | 'graphql' | 'analytics';

export type CheckKind =
  // REST (and the analytics collector: the plan's examples accepted, planted invalid events refused)
  | 'positive'
  | 'negative'
  | 'auth'
  | 'method'
  | 'journey'
  /** Not planned: the verdict that stands for every check of an operation the server has not built. */
  | 'implementation'
  // GraphQL
  | 'schema-diff'
  | 'operation-validation'
  | 'operation-run'
  /** One Node id, one content, across the page answers a viewer reads one after another. */
  | 'node-identity'
  | 'subscription';

/** Where the server under test lives and which credentials to send (from the command line). */
export interface Target {
  /** REST base URL per contract (one origin by default; --rest-profile etc. override one). */
  rest: Record<Exclude<ContractName, 'graphql' | 'analytics'>, string> | null;
  graphqlUrl: string | null;
  wsUrl: string | null;
  /**
   * The analytics collector (--analytics): the base of its tracking API, where `<url>/b` takes a batch in Segment's
   * wire format, and the write key the checker's batches carry. Absent when no collector is checked.
   */
  analytics?: { url: string; writeKey: string } | null;
  /** Cookies sent with every request, e.g. { airwave_session: '…' }. */
  cookies: Record<string, string>;
  /** Extra headers sent with every request (names lower-cased). */
  headers: Record<string, string>;
  /** Per-request timeout in ms. */
  timeoutMs: number;
  /** Largest answer body read, in bytes (--max-response); a larger one fails its check. Default in http.ts. */
  maxResponseBytes?: number;
  /**
   * Every answer of the run, whichever check or lookup asked (http.ts `send` records them): what tells an
   * operation the server has not built (only its generic not-found came back) from one that answers.
   */
  answers?: AnswerLog;
}

/** One answer as the run saw it, for verdicts across checks (see `Target.answers`). */
export interface RecordedAnswer {
  method: string;
  url: string;
  status: number;
  contentType: string;
  /** The body's text (cut at 4 KiB) for a 404, whose wording tells a router's not-found from an operation's; '' otherwise. */
  body: string;
  /** The curl line of the request. */
  curl: string;
}

export class AnswerLog {
  readonly answers: RecordedAnswer[] = [];

  record(answer: RecordedAnswer): void {
    this.answers.push(answer);
  }
}

/** What went wrong, written for a backend developer reading a report. */
export interface Failure {
  /** One line: what broke, e.g. "body.userId must be string (got number)". */
  message: string;
  /** What the contract asks for. */
  expected: string;
  /** What came back (status, content type, an excerpt of the body). */
  actual: string;
  /** A command that reproduces the request (curl for HTTP; a short recipe for WebSocket checks). */
  reproduction?: string;
  /**
   * The operation whose answer showed the failure, when it is not the check's own: a journey that fails
   * at its create step is filed under createProfile, not under the operation the journey is named after.
   */
  operation?: string;
}

/**
 * An operation the server has not built: every answer to it, from any check or lookup, was the server's
 * generic not-found (the answer it gives a path no contract has) or a 405/501. Its checks are reported
 * as this one verdict instead of as failures (or as passes on the router's "not found").
 */
export interface NotImplemented {
  /** One line, e.g. "not implemented: all 24 answers to POST /user/profiles/update.json were the server's generic not-found". */
  message: string;
  /** The planned checks this verdict stands for. */
  checks: number;
  /** An answer it got, as a failure's `actual` reads (status, content type, the start of the body). */
  actual: string;
  /** The curl line of that request. */
  reproduction?: string;
}

export type CheckOutcome =
  | { status: 'passed' }
  | { status: 'failed'; failure: Failure }
  | { status: 'skipped'; reason: string }
  | { status: 'not-implemented'; notImplemented: NotImplemented };

export interface CheckContext {
  target: Target;
  /** Aborted when the run is interrupted; pass to fetch and WebSocket waits. */
  signal: AbortSignal;
}

/** A planned check. `id` is unique and stable across runs (used in reports and by tests). */
export interface Check {
  id: string;
  contract: ContractName;
  kind: CheckKind;
  /** REST operationId, the GraphQL operation name / schema coordinate (e.g. 'Page', 'Query.page'), or the analytics event name. */
  operation: string;
  /** 'GET /user/profiles' for REST; the GraphQL field or coordinate for GraphQL; 'POST <collector>/b' for analytics. */
  target: string;
  /** OpenAPI tag (REST), operation type ('query', 'mutation', 'subscription', 'schema') for GraphQL, 'analytics' for the collector. */
  tags: string[];
  /** Human title, e.g. "answers 401 without the session cookie". */
  title: string;
  /** Checks sharing a key never run at the same time (e.g. journeys that change the same account). */
  exclusiveKey?: string;
  run(context: CheckContext): Promise<CheckOutcome>;
}

/** What a check came to: its description (without its code) plus the outcome. */
export interface CheckResult extends Omit<Check, 'run' | 'exclusiveKey'> {
  outcome: CheckOutcome;
  durationMs: number;
}

/** A run stopped before every check ran: by Ctrl-C/SIGTERM, or by --deadline. */
export interface RunStop {
  why: 'interrupted' | 'deadline';
  /** In words, e.g. "interrupted by SIGINT", "the run's deadline of 600000 ms (--deadline) passed". */
  detail: string;
  /** Planned checks that never started. */
  notRun: number;
}

/** The checker could not run at all (exit code 2): bad arguments, unreachable server, unreadable contract. */
export class CheckerSetupError extends Error {
  override name = 'CheckerSetupError';
}
