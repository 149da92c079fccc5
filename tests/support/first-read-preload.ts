import { afterEach } from 'vitest';
import { sendFirstRead, type SentFirstRead } from '../../app/api/graphql/first-read.ts';
import type { PageQuery, PageQueryVariables } from '../../generated/graphql/operations.ts';
import { PageDocument, PageDocumentText } from '../../generated/graphql/documents/PageDocument.ts';
import { withoutLayoutOrMotion } from './no-layout.ts';
import { ORIGIN, setupViewTests } from './render.tsx';

/**
 * For a file of view tests of an image preload the entry inserts from a page's first read (Home's hero backdrop, a
 * detail page's art): page views (setupViewTests, without layout or motion), and the document's head cleared of
 * preloads after each test.
 */
export function setupPreloadTests(): ReturnType<typeof setupViewTests> {
  const view = setupViewTests();
  withoutLayoutOrMotion();
  afterEach(removePreloads);
  return view;
}

/**
 * Removes the preloads a page's first read put into the document's head: the files of a worker share that document,
 * so a test that sends a first read calls this after each test, or the next file counts its preloads.
 */
export function removePreloads(): void {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
}

/** The preloads in the document's head. */
export function preloads(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
}

/**
 * Sends a page's first read as the entry does, with `onAnswer`, in the view's `session` (node's fetch keeps no
 * cookies, so the read carries the one the view's client sends).
 */
export function sendPageReadInSession(session: string, variables: PageQueryVariables, onAnswer: (data: PageQuery) => void): SentFirstRead {
  const withSession: typeof fetch = (input, init) => globalThis.fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie: `airwave_session=${session}` } });
  return sendFirstRead({ url: `${ORIGIN}/graphql`, document: PageDocument, query: PageDocumentText, variables: { ...variables }, fetch: withSession, onAnswer });
}
