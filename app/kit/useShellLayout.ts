import { useState } from 'react';
import { shellChrome, shellLayout, type ShellChrome, type ShellLayout } from '../lib/routing/shell-layout.ts';

/** The shell's layout (full, embedded view or receiver mode), decided once when the app starts. */
export function useShellLayout(): { layout: ShellLayout; chrome: ShellChrome } {
  const [layout] = useState(() =>
    // Comparing the windows is allowed even when the framing page is on another origin.
    shellLayout({ search: window.location.search, framed: window.self !== window.top, userAgent: navigator.userAgent }),
  );
  return { layout, chrome: shellChrome(layout) };
}
