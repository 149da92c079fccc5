import { vi } from 'vitest';

export type ErrorReport = [message: string, context: Record<string, unknown>];

/**
 * The app's error reports as a test reads them: besides handing each to the error SDK (loaded only by the entry),
 * app/kit/reporting.ts writes each to the console on the dev server and in unit tests as
 * `console.error('[error report]', message, context)`. The spy keeps reports
 * off the test output and lets every other console error through (or, with `silenceOthers`, keeps those quiet
 * too: React logs the render errors a boundary catches); restore it with `vi.restoreAllMocks()`.
 *
 * A spy already on `console.error` (another test's, left in place) is restored first: wrapping it would make the
 * new spy's pass-through call itself.
 */
export function captureErrorReports({ silenceOthers = false }: { silenceOthers?: boolean } = {}): () => ErrorReport[] {
  const current: unknown = console.error;
  if (vi.isMockFunction(current)) current.mockRestore();
  const original = console.error.bind(console);
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] !== '[error report]' && !silenceOthers) original(...args);
  });
  return () => spy.mock.calls.filter((call) => call[0] === '[error report]').map((call) => [String(call[1]), call[2] as Record<string, unknown>]);
}
