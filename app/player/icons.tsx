import type { ReactNode } from 'react';
import type { VolumeLevel } from '../../common/player/index.ts';

/** The player's control icons: inline SVG in the text colour, hidden from assistive technology (the buttons carry the names). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="player-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="currentColor">
      {children}
    </svg>
  );
}

export const PlayIcon = () => <Icon><path d="M8 5v14l11-7z" /></Icon>;
export const PauseIcon = () => <Icon><path d="M6 5h4v14H6zM14 5h4v14h-4z" /></Icon>;
export const StopIcon = () => <Icon><path d="M6 6h12v12H6z" /></Icon>;
export const BackIcon = () => <Icon><path d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" /></Icon>;

export function JumpIcon({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <Icon>
      <g transform={direction === 'back' ? undefined : 'matrix(-1 0 0 1 24 0)'}>
        <path d="M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z" />
      </g>
      <text x="12" y="16.5" textAnchor="middle" fontSize="7" fontWeight="700" fontFamily="system-ui, sans-serif">10</text>
    </Icon>
  );
}

export function VolumeIcon({ level }: { level: VolumeLevel }) {
  return (
    <Icon>
      <path d="M3 9v6h4l5 5V4L7 9z" />
      {level === 'muted' && <path d="M16.5 8.5 15 10l2 2-2 2 1.5 1.5 2-2 2 2L22 14l-2-2 2-2-1.5-1.5-2 2z" />}
      {(level === 'low' || level === 'medium' || level === 'high') && <path d="M14 9.2a3.5 3.5 0 0 1 0 5.6z" />}
      {(level === 'medium' || level === 'high') && <path d="M14 6.3v1.9a5.5 5.5 0 0 1 0 7.6v1.9a7.5 7.5 0 0 0 0-11.4z" />}
      {level === 'high' && <path d="M17 3.5v2a9 9 0 0 1 0 13v2a11 11 0 0 0 0-17z" />}
    </Icon>
  );
}

export const CaptionsIcon = () => (
  <Icon>
    <path d="M19 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm-8 7H9.5v-.5h-2v3h2V13H11v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1zm7 0h-1.5v-.5h-2v3h2V13H18v1a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1z" />
  </Icon>
);
export const PipIcon = () => <Icon><path d="M19 7h-8v6h8zm2-4H3a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h18a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm0 16H3V5h18z" /></Icon>;
export const FullscreenIcon = ({ exit }: { exit: boolean }) => (
  <Icon>{exit ? <path d="M5 16h3v3h2v-5H5zm3-8H5v2h5V5H8zm6 11h2v-3h3v-2h-5zm2-11V5h-2v5h5V8z" /> : <path d="M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z" />}</Icon>
);

export const SettingsIcon = () => (
  <Icon>
    <path d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3h-4l-.4 2.7a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.3 7.3 0 0 0 1.7 1L11 21h4l.4-2.7a7.3 7.3 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" transform="translate(-1 0)" />
  </Icon>
);
