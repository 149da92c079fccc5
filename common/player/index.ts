/**
 * The player engine's public surface: what the web player's React face and the Chromecast receiver use.
 * Plain TypeScript (no React); shaka-player is loaded on demand by `createPlayerEngine().load()`.
 */
export { createPlayerEngine, loadShakaPlayer, type PlayerEngine, type PlayerEngineOptions, type PlaybackRequest, type Thumbnail, type TimelineView } from './engine.ts';
export { manifestToDash, type Manifest } from './manifest-to-dash.ts';
export { playerErrorFor, errorSourceOfGraphQLErrors, playbackErrorReport, type PlaybackErrorReport, type PlayerErrorView, type ErrorAction, type ErrorSource } from './error-mapping.ts';
export type { PlaybackState, PlaybackEvent, PlaybackEffect, PlaybackPhase, PlaybackCommand, SeekSpeed } from './playback-machine.ts';
export { initialPlaybackState, playbackTransition } from './playback-machine.ts';
export { clampVolume, volumeLevel, type VolumeLevel } from './volume.ts';
export { JUMP_STEP_MS, type DeviceTraits } from './streaming.ts';
export type { ManifestAssetType } from './open-manifest.ts';
export type { AdBreak, AdState } from './ad-breaks.ts';
export { airingOnTimeline, type TimelineSpan } from './airing.ts';
export type { AudioChoice, AudioIdentity, QualityChoice, TrackChoice, TrackChoices } from './track-choice.ts';
export { audioName, sameAudio, selectedAudio } from './track-choice.ts';
