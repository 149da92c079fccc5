import { useCallback, useSyncExternalStore } from 'react';
import { PRODUCT_NAME } from '../common/product.ts';
import type { ReceiverController } from './controller.ts';
import { CastErrorView } from './views/CastErrorView.tsx';
import { PlayerErrorOverlay } from './views/PlayerErrorOverlay.tsx';
import { PlayerOverlay } from './views/PlayerOverlay.tsx';
import { StatusBox } from './views/StatusBox.tsx';

/**
 * The receiver's screens: the firmware, identity and session error views, the idle screen (logo and status
 * box) and the playing screen ('Chromecast Video Player': video, overlay, captions, status box, and the error overlay
 * while the error flag is up). The video element stays mounted so the player keeps its element between
 * loads; it shows only on the playing screen.
 */
export function ReceiverApp({ controller, firmwareVersion }: { controller: ReceiverController; firmwareVersion: string | null }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const attach = useCallback((video: HTMLVideoElement | null) => controller.attachVideo(video), [controller]);
  const attachCaptions = useCallback((captions: HTMLDivElement | null) => controller.attachCaptions(captions), [controller]);
  const { screen } = state;
  const playing = screen.screen === 'playing';

  return (
    <div className="receiver" data-screen={screen.screen}>
      {(screen.screen === 'firmware' || screen.screen === 'identity' || screen.screen === 'session-invalid') && (
        <CastErrorView error={screen.error} firmwareVersion={firmwareVersion} kind={screen.screen} />
      )}
      {screen.screen === 'idle' && (
        <main className="receiver-idle" aria-label={`${PRODUCT_NAME} receiver`}>
          <h1 className="receiver-logo">
            <img src="/favicon.svg" alt="" width={96} height={96} />
            {PRODUCT_NAME}
          </h1>
          <StatusBox status={state.status} />
        </main>
      )}
      <main className="receiver-player" aria-label="Chromecast Video Player" hidden={!playing}>
        <video ref={attach} className="receiver-video" data-testid="receiver-video" playsInline />
        {playing && state.asset && <PlayerOverlay asset={state.asset} playback={state.playback} />}
        {/* Captions (the engine's text displayer) over the picture, above the overlay's title and time. */}
        <div ref={attachCaptions} className="receiver-captions" data-testid="receiver-captions" />
        {playing && <StatusBox status={state.status} />}
        {playing && state.playerError && <PlayerErrorOverlay error={state.playerError} />}
      </main>
    </div>
  );
}
