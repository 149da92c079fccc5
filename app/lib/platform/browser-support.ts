/**
 * The unsupported-browser notice: whether this browser can play the service's video, and what to tell
 * the viewer when it cannot. Pure; the shell shows the notice.
 *
 * - On iOS (iPhone, iPad, iPod) only the latest Safari or Chrome play; any other browser there (an app's
 *   built-in browser, for one), or one without media source extensions, is told to open Safari or Chrome.
 * - Elsewhere a browser without media source extensions cannot play at all and is told to use Chrome.
 */
import { PRODUCT_NAME } from '../../../common/product.ts';

export type BrowserSupport = 'supported' | 'ios-unsupported' | 'unsupported';

export const IOS_UNSUPPORTED_TEXT = `To watch ${PRODUCT_NAME}, open it in the latest stable version of Safari or Chrome.`;
export const UNSUPPORTED_TEXT = 'Video playback is not supported in this browser. Please use Chrome to watch.';

export interface BrowserFacts {
  userAgent: string;
  /** Whether the browser has media source extensions (MediaSource or Safari's ManagedMediaSource). */
  mediaSource: boolean;
}

const IOS = /\b(iPhone|iPad|iPod)\b/;
/** Safari on iOS says 'Version/x … Safari/'; Chrome on iOS says 'CriOS/'. Other iOS browsers say neither. */
const IOS_SAFARI_OR_CHROME = /\bCriOS\/|\bVersion\/[\d.]+ (Mobile\/\w+ )?Safari\//;

export function browserSupport(facts: BrowserFacts): BrowserSupport {
  if (IOS.test(facts.userAgent)) return facts.mediaSource && IOS_SAFARI_OR_CHROME.test(facts.userAgent) ? 'supported' : 'ios-unsupported';
  return facts.mediaSource ? 'supported' : 'unsupported';
}

export function unsupportedBrowserText(support: BrowserSupport): string | null {
  return support === 'ios-unsupported' ? IOS_UNSUPPORTED_TEXT : support === 'unsupported' ? UNSUPPORTED_TEXT : null;
}
