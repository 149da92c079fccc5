/**
 * The Smart TV link page (/player/link/{token}): it posts the token once (no body) and leaves. Pure; the
 * page sends the request and renders this rule's answer.
 *
 * - An OK answer (the server's redirect followed) signs the TV in: a success notice, then the browser goes
 *   where the redirect ended.
 * - The TV's authorisation failing (403) shows the server's text, which tells the viewer to get a new QR
 *   code from the TV or to visit the contact page.
 * - Any other refused link (a client error: unknown, expired or malformed token, signed out) is an invalid
 *   or expired link; a server failure or no answer at all is 'Something went wrong'.
 * - Every failure leaves for the default page. Link notices stay longer than others.
 * - A TV signed in is confirmed on the page before it moves on (DEVICE_LINK_CONFIRM_MS, or the viewer's Continue),
 *   named as the device list names it when the list shows which TV joined (linkedDeviceName).
 */
import { appPathOf, appPathOr } from '../../../lib/routing/app-path.ts';
import { DEVICE_AUTH_FALLBACK, LINK_FAILED, LINK_INVALID, LINK_SIGNED_IN } from '../texts.ts';
import { DEVICE_TYPE_NAMES } from './devices.ts';

type DeviceType = keyof typeof DEVICE_TYPE_NAMES;

/** Link notices show 15 seconds (others the notice default). */
export const DEVICE_LINK_NOTICE_MS = 15_000;

/** How long the page confirms a TV signed in before it moves on by itself. */
export const DEVICE_LINK_CONFIRM_MS = 8_000;

/**
 * The TV the link signed in, by the device list's name for its kind ('Samsung TV'): the one device in the list read
 * after the link that the list read before it did not have. Null when that is not one device (either list
 * unread, no new device, or several).
 */
export function linkedDeviceName(before: ReadonlyArray<{ deviceIdent: string; type: DeviceType }> | null, after: ReadonlyArray<{ deviceIdent: string; type: DeviceType }> | null): string | null {
  if (!before || !after) return null;
  const known = new Set(before.map((device) => device.deviceIdent));
  const joined = after.filter((device) => !known.has(device.deviceIdent));
  return joined.length === 1 && joined[0] ? DEVICE_TYPE_NAMES[joined[0].type] : null;
}

export type DeviceLinkAnswer =
  /** The request never got an answer (offline, DNS, a dropped connection). */
  | { kind: 'no-answer' }
  | {
      kind: 'answer';
      ok: boolean;
      status: number;
      /** The URL the answer came from once redirects were followed. */
      finalUrl: string;
      /** The failure body's `message`, when it had one. */
      message: string | null;
    };

export interface DeviceLinkResult {
  notice: { type: 'success' | 'error'; title: string; body?: string; noticeDuration: number };
  /** Where the browser goes next: always a path of this app (a redirect elsewhere goes to the default page). */
  to: { kind: 'app'; path: string };
}

/** The request's own path for a token (the link page posts here). */
export const deviceLinkPath = (token: string) => `/user/device_link/${encodeURIComponent(token)}`;

function destination(finalUrl: string, requestUrl: string, origin: string, defaultPath: string): DeviceLinkResult['to'] {
  // An answer that was not redirected names no page to go to; one redirected out of the app is not followed.
  const notRedirected = appPathOf(finalUrl, origin) === appPathOf(requestUrl, origin);
  return { kind: 'app', path: notRedirected ? defaultPath : appPathOr(finalUrl, origin, defaultPath) };
}

export function deviceLinkResult(
  answer: DeviceLinkAnswer,
  context: { requestUrl: string; origin: string; defaultPath: string },
): DeviceLinkResult {
  const home = { kind: 'app', path: context.defaultPath } as const;
  const error = (title: string, body?: string): DeviceLinkResult => ({
    notice: { type: 'error', title, ...(body ? { body } : {}), noticeDuration: DEVICE_LINK_NOTICE_MS },
    to: home,
  });
  if (answer.kind === 'no-answer') return error(LINK_FAILED);
  if (answer.ok) {
    return {
      notice: { type: 'success', title: LINK_SIGNED_IN, noticeDuration: DEVICE_LINK_NOTICE_MS },
      to: destination(answer.finalUrl, context.requestUrl, context.origin, context.defaultPath),
    };
  }
  if (answer.status === 403) return error(LINK_FAILED, answer.message?.trim() || DEVICE_AUTH_FALLBACK);
  if (answer.status >= 400 && answer.status < 500) return error(LINK_INVALID);
  return error(LINK_FAILED);
}
