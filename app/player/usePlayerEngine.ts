import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { createPlayerEngine, type PlaybackRequest, type PlaybackState, type PlayerEngine, type PlayerEngineOptions } from '../../common/player/index.ts';

const noEngine = () => () => undefined;

/**
 * The player engine of a video element, created when the element mounts and destroyed when it goes, with
 * its state as React state. `request` (re)loads when its asset changes; null loads nothing. Captions render
 * in `captionsRef`'s element when there is one.
 */
export function usePlayerEngine(
  videoRef: RefObject<HTMLVideoElement | null>,
  request: PlaybackRequest | null,
  options: Omit<PlayerEngineOptions, 'video' | 'captionsContainer'>,
  captionsRef?: RefObject<HTMLElement | null>,
): { engine: PlayerEngine | null; state: PlaybackState | null } {
  const [engine, setEngine] = useState<PlayerEngine | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const created = createPlayerEngine({
      ...optionsRef.current,
      video,
      captionsContainer: captionsRef?.current ?? null,
      onReport: (error) => optionsRef.current.onReport?.(error),
      onUnauthorized: () => optionsRef.current.onUnauthorized?.(),
      onAutoplayFailure: () => optionsRef.current.onAutoplayFailure?.(),
      onManifest: (manifest) => optionsRef.current.onManifest?.(manifest),
    });
    setEngine(created);
    return () => {
      setEngine(null);
      void created.destroy();
    };
  }, [videoRef, captionsRef]);

  const key = request ? `${request.assetType}/${request.assetId}/${request.startAtLive ? 'live' : ''}/${request.reload ?? 0}` : null;
  const requestRef = useRef(request);
  useEffect(() => {
    requestRef.current = request;
  });
  useEffect(() => {
    if (engine && key && requestRef.current) void engine.load(requestRef.current);
  }, [engine, key]);

  const state = useSyncExternalStore(engine ? engine.subscribe : noEngine, () => engine?.getState() ?? null, () => null);
  return { engine, state };
}
