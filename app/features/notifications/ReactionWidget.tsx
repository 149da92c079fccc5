import { useEffect, useReducer } from 'react';
import {
  parseRememberedPrompts,
  REACTION_HIDE_AFTER_MS,
  reactionReducer,
  REACTIONS,
  rememberPrompt,
  type Reaction,
  type ReactionId,
} from './logic/reaction-widget.ts';
import { REACTION_TEXTS } from './texts.ts';

/** Where the prompts already shown are remembered, so a prompt never asks twice in this browser. */
export const REACTION_PROMPTS_STORAGE_KEY = 'airwave:reaction-prompts';

function readRemembered(): string[] {
  try {
    return parseRememberedPrompts(window.localStorage.getItem(REACTION_PROMPTS_STORAGE_KEY));
  } catch {
    return [];
  }
}

function remember(promptId: string): void {
  try {
    window.localStorage.setItem(REACTION_PROMPTS_STORAGE_KEY, JSON.stringify(rememberPrompt(readRemembered(), promptId)));
  } catch {
    // Storage refused (private mode, quota): the prompt may ask again another time, nothing worse.
  }
}

/** The mouth of each face: a smile, a straight line, a frown. */
const MOUTHS: Record<Reaction['name'], string> = {
  positive: 'M7.5 14c1.2 1.8 2.7 2.6 4.5 2.6s3.3-.8 4.5-2.6',
  neutral: 'M8 15h8',
  negative: 'M7.5 16.6c1.2-1.8 2.7-2.6 4.5-2.6s3.3.8 4.5 2.6',
};

/** Drawn, not an emoji: every machine shows the same face, with or without an emoji font. */
function ReactionFace({ name }: { name: Reaction['name'] }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="9" cy="10" r="1.2" fill="currentColor" />
      <circle cx="15" cy="10" r="1.2" fill="currentColor" />
      <path d={MOUTHS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** Positive, neutral or negative, once per prompt; a choice says thanks and hides it 2 seconds later. */
export function ReactionWidget({ promptId, onReact }: { promptId: string; onReact: (reaction: ReactionId) => void }) {
  const [state, dispatch] = useReducer(reactionReducer, { phase: 'hidden' });

  useEffect(() => {
    dispatch({ type: 'prompt', promptId, remembered: readRemembered() });
    remember(promptId);
  }, [promptId]);

  useEffect(() => {
    if (state.phase !== 'selected') return;
    const timer = setTimeout(() => dispatch({ type: 'timeout' }), REACTION_HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  if (state.phase === 'hidden') return null;
  return (
    <div className="reaction-widget" role="group" aria-label={REACTION_TEXTS.question}>
      {state.phase === 'selected' ? (
        <p className="reaction-thanks">{REACTION_TEXTS.thanks}</p>
      ) : (
        <>
          <span className="reaction-question" aria-hidden="true">
            {REACTION_TEXTS.question}
          </span>
          {REACTIONS.map((reaction) => (
            <button
              key={reaction.id}
              type="button"
              className="reaction-button"
              aria-label={REACTION_TEXTS.labels[reaction.name]}
              onClick={() => {
                dispatch({ type: 'select', reaction: reaction.id });
                onReact(reaction.id);
              }}
            >
              <ReactionFace name={reaction.name} />
            </button>
          ))}
        </>
      )}
    </div>
  );
}
