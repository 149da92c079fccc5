import type { PlayerErrorView } from '../../common/player/index.ts';

/**
 * The playing screen's error overlay while the error flag is up: the catalogue entry as the web player's error
 * view shows it — its title, 'Error code: …', 'What's the problem?' with the entry's message and, when the
 * entry has advice, 'How to troubleshoot?' — in the receiver's large type, with no controls (a TV has no
 * pointer; the sender's next load clears it).
 */
export function PlayerErrorOverlay({ error }: { error: PlayerErrorView }) {
  return (
    <section className="receiver-error-overlay" role="alert" aria-labelledby="receiver-player-error-title">
      <h2 id="receiver-player-error-title">{error.title}</h2>
      <p className="receiver-error-code">Error code: {error.code}</p>
      <h3>What&apos;s the problem?</h3>
      <p>{error.message}</p>
      {error.troubleshooting !== null && (
        <>
          <h3>How to troubleshoot?</h3>
          <p>{error.troubleshooting}</p>
        </>
      )}
    </section>
  );
}
