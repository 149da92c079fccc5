import { copyLinkLabel, copyLinkTransition, initialCopyLinkState } from '../logic/copy-link.ts';
import { useMachine } from '../../../kit/useMachine.ts';
import { useRestartableTimeout } from '../../../kit/useRestartableTimeout.ts';
import { track } from '../../../kit/analytics/track.ts';

/** Copies with the Clipboard API, falling back to a selected text area where the API is refused. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('Copy failed');
  }
}

/** Share: copies the link and says 'Copied!' for 3 s (the copy-link machine, logic/copy-link.ts). */
export function ShareButton({ url, name }: { url: string; name: string }) {
  const schedule = useRestartableTimeout();
  const [state, send] = useMachine(copyLinkTransition, () => initialCopyLinkState, (effect, later) => {
    if (effect.type === 'schedule-feedback-timer') schedule(() => later({ type: 'feedback-timer-fired' }), effect.delayMs);
    if (effect.type === 'record-share') track('Share Link Copied', { url, name });
  });

  const label = copyLinkLabel(state, 'Share');
  return (
    <button
      type="button"
      className="tile-action share-button"
      aria-label={state.copied ? undefined : `Share ${name}`}
      onClick={() => void copyText(url).then(() => send({ type: 'copy-succeeded' }), () => undefined)}
    >
      <span aria-live="polite">{label}</span>
    </button>
  );
}
