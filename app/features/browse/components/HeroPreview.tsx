import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../../kit/hooks.ts';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

interface Props {
  src: string;
  /** Times the preview has played to its end on this slide (HeroCarouselState.previewPlays). */
  plays: number;
  /** The video ended: the carousel counts the play and, while `showsPreviewVideo`, keeps this mounted to replay. */
  onEnded: () => void;
}

/**
 * A hero slide's preview video over its backdrop: muted, inline, no controls, decorative (hidden from
 * assistive technology). The carousel mounts it only while `showsPreviewVideo(state)`; each counted play
 * restarts it from the beginning. With reduced motion, or once the video fails, nothing is drawn and the
 * still image below shows.
 */
export function HeroPreview({ src, plays, onEnded }: Props) {
  // Follows changes to the setting while the page is open.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [failed, setFailed] = useState(false);
  if (reducedMotion || failed) return null;
  return <PreviewVideo src={src} plays={plays} onEnded={onEnded} onFailed={() => setFailed(true)} />;
}

function PreviewVideo({ src, plays, onEnded, onFailed }: Props & { onFailed: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // React sets `muted` as a property only after mount; autoplay policies read it when play() is called.
    element.muted = true;
    if (plays > 0) element.currentTime = 0;
    element.play().catch((error: unknown) => {
      // AbortError: the slide changed (or the element went away) before playback started; nothing to fall back from.
      if (!(error instanceof DOMException && error.name === 'AbortError')) onFailed();
    });
    // onFailed is a fresh closure each render; only a new play count (or source) restarts the video.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plays, src]);
  return (
    <video
      ref={video}
      className="hero-preview"
      src={src}
      muted
      playsInline
      autoPlay
      preload="auto"
      disablePictureInPicture
      disableRemotePlayback
      aria-hidden="true"
      tabIndex={-1}
      onEnded={onEnded}
      onError={onFailed}
    />
  );
}
