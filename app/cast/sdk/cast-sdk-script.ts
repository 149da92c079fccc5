/** Google's sender framework script (it cannot be bundled: Google serves it only from here). */
export const CAST_SENDER_SCRIPT = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';

/**
 * Adds Google's sender script to the page and resolves once the framework says whether casting is
 * available here (`__onGCastApiAvailable`); false also when the script cannot load.
 */
export function loadCastSenderScript(page: Window = window): Promise<boolean> {
  if (typeof page.cast !== 'undefined' && typeof page.cast.framework !== 'undefined') return Promise.resolve(true);
  return new Promise((resolve) => {
    page.__onGCastApiAvailable = (available) => resolve(available);
    const script = page.document.createElement('script');
    script.src = CAST_SENDER_SCRIPT;
    script.async = true;
    script.addEventListener('error', () => {
      console.error('[cast] The Cast sender script did not load; casting is off.');
      resolve(false);
    });
    page.document.head.append(script);
  });
}
