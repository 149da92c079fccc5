/**
 * The reaction widget: shown once per prompt (remembered, so it never asks again), a choice hides it after
 * 2 seconds (the thanks stays that long).
 */

export const REACTIONS = [
  { id: 1, name: 'positive' },
  { id: 0, name: 'neutral' },
  { id: -1, name: 'negative' },
] as const;

export type Reaction = (typeof REACTIONS)[number];
export type ReactionId = Reaction['id'];

/** How long the widget stays after a choice. */
export const REACTION_HIDE_AFTER_MS = 2000;

export type ReactionState = { phase: 'hidden' } | { phase: 'shown' } | { phase: 'selected'; reaction: ReactionId };

export type ReactionEvent =
  /** The prompt is due; `remembered` are the prompts already shown. */
  | { type: 'prompt'; promptId: string; remembered: readonly string[] }
  | { type: 'select'; reaction: ReactionId }
  /** REACTION_HIDE_AFTER_MS after the choice. */
  | { type: 'timeout' };

export function reactionReducer(state: ReactionState, event: ReactionEvent): ReactionState {
  switch (event.type) {
    case 'prompt':
      if (state.phase !== 'hidden') return state;
      return event.remembered.includes(event.promptId) ? state : { phase: 'shown' };
    case 'select':
      return state.phase === 'shown' ? { phase: 'selected', reaction: event.reaction } : state;
    case 'timeout':
      return state.phase === 'selected' ? { phase: 'hidden' } : state;
  }
}

/** The remembered prompts once this one has been shown (each once, oldest dropped past `limit`). */
export function rememberPrompt(remembered: readonly string[], promptId: string, limit = 200): string[] {
  if (remembered.includes(promptId)) return [...remembered];
  return [...remembered, promptId].slice(-limit);
}

/** Reads the remembered prompts from what storage held (anything unreadable counts as none). */
export function parseRememberedPrompts(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
