/**
 * What the player page's controls, keys and seek bar drive: whatever plays the title. Locally that is the
 * player engine on the page's video (usePlayback.ts); while a cast device plays it, the cast session's remote
 * (cast-remote-surface.ts), whose state and timeline follow the receiver's media status and whose events
 * become sender commands. The controls are the same either way.
 */
import type { PlayerEngine } from '../../common/player/index.ts';

export type PlaybackSurface = Pick<PlayerEngine, 'getState' | 'subscribe' | 'send' | 'timeline' | 'thumbnailAt'>;
