/**
 * What a sender's media command asks of the receiver's player engine: play, pause, a seek, a jump (the engine's own
 * ±10 s step, else a seek from where it is), the volume with mute, captions. Pure, as the sender's side of it is
 * (app/player/cast-remote.ts turns the player's effects into these commands); the controller sends the events to its
 * engine. Volume and captions are set, not toggled: a sender asking for what already is changes nothing.
 */
import type { SenderMessage } from '../../common/cast/protocol.ts';
import { JUMP_STEP_MS, playbackTransition, type PlaybackEvent, type PlaybackState } from '../../common/player/index.ts';

/** The sender messages that drive the player engine. */
export type EngineCommand = Extract<SenderMessage, { type: 'play' | 'pause' | 'seek' | 'jump' | 'volume' | 'captions' }>;

const ENGINE_COMMANDS = new Set<string>(['play', 'pause', 'seek', 'jump', 'volume', 'captions'] satisfies Array<EngineCommand['type']>);

export function isEngineCommand(message: SenderMessage): message is EngineCommand {
  return ENGINE_COMMANDS.has(message.type);
}

/** The engine's events for `command`, given its state and (read only for a jump other than its step) its position. */
export function engineEventsFor(command: EngineCommand, playback: PlaybackState, position: () => number): PlaybackEvent[] {
  switch (command.type) {
    case 'play':
    case 'pause':
      return [{ type: 'command', command: command.type }];
    case 'seek':
      return [{ type: 'seek', seconds: command.position }];
    case 'jump':
      if (Math.abs(command.seconds) * 1000 === JUMP_STEP_MS) return [{ type: 'command', command: command.seconds < 0 ? 'jumpBack' : 'jumpForward' }];
      return [{ type: 'seek', seconds: Math.max(0, position() + command.seconds) }];
    case 'volume': {
      const volume: PlaybackEvent = { type: 'volume', volume: command.level };
      // The volume moved (which mutes at nothing and unmutes otherwise), then mute as the sender has it.
      const { isMuted } = playbackTransition(playback, volume).state;
      return isMuted === command.muted ? [volume] : [volume, { type: 'mute-toggled' }];
    }
    case 'captions':
      return playback.captionsEnabled === command.enabled ? [] : [{ type: 'captions-toggled' }];
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown engine command ${JSON.stringify(unhandled)}`);
    }
  }
}
