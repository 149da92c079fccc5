/** One error report as the app hands it to the error SDK: the error as raised, its message by the rules, and context. */
export interface ErrorReport {
  raised: unknown;
  message: string;
  context: Record<string, unknown>;
}

export type ErrorSender = (report: ErrorReport) => void;
