import { useState } from 'react';
import { browserSupport, unsupportedBrowserText } from '../lib/platform/browser-support.ts';

/** The unsupported-browser notice (app/lib/platform/browser-support.ts), read once when the shell starts. */
export function UnsupportedBrowserNotice() {
  const [text] = useState(() =>
    unsupportedBrowserText(browserSupport({ userAgent: navigator.userAgent, mediaSource: 'MediaSource' in window || 'ManagedMediaSource' in window })),
  );
  if (!text) return null;
  return (
    <div className="unsupported-browser" role="alert">
      {text}
    </div>
  );
}
