/**
 * What the page's error reports reached the mock world with (`GET /__mocks/errors`): the app loads the error SDK once
 * the page has settled (a few seconds) and sends what waited, so a report is waited for within ERROR_DELIVERY.
 */
import type { CollectedErrorReport } from '../../../common/errors/collected.ts';
import { expect, type Page } from './test.ts';

/** From the error to its report recorded by the mock world: the SDK's load after the page settles, and its send. */
export const ERROR_DELIVERY = { timeout: 30_000 };

export async function reportedErrors(page: Page): Promise<CollectedErrorReport[]> {
  return page.evaluate(async () => ((await (await fetch('/__mocks/errors')).json()) as { errors: CollectedErrorReport[] }).errors);
}

/** Waits until the mock world has recorded a report with this message; returns the newest. */
export async function reportedError(page: Page, message: string): Promise<CollectedErrorReport> {
  await expect.poll(async () => (await reportedErrors(page)).map((error) => error.message), ERROR_DELIVERY).toContain(message);
  const found = (await reportedErrors(page)).filter((error) => error.message === message).at(-1);
  if (!found) throw new Error(`No report "${message}" recorded`);
  return found;
}
