import { useMutation } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import type { TileShow_ShowFragment } from '../../generated/graphql/operations.ts';
import { CreateFollowDocument } from '../../generated/graphql/documents/CreateFollowDocument.ts';
import { DeleteFollowDocument } from '../../generated/graphql/documents/DeleteFollowDocument.ts';
import {
  FOLLOW_ERROR_LABEL,
  FOLLOW_ERROR_MESSAGE,
  followControlTransition,
  initialFollowControlState,
  showsUnsaveHint,
} from '../lib/state/follow-control.ts';
import { useModals, useToasts } from '../kit/ShellProvider.tsx';
import { recordFollow } from './hooks/useFollowActivity.ts';
import { useMachine } from '../kit/useMachine.ts';
import { pushAddEmailModal } from '../kit/seams/add-email.tsx';
import { useRestartableTimeout } from '../kit/useRestartableTimeout.ts';

interface Props {
  show: TileShow_ShowFragment;
  title: string;
  /** The viewer must add an email before saving or favoriting (lib/account/email-first.ts). */
  needsEmail: boolean;
}

/** Save (follow) control of a show, driven by the follow-control machine of app/lib/state. */
export function SaveShowButton({ show, title, needsEmail }: Props) {
  const modals = useModals();
  const toasts = useToasts();
  const errorId = useId();
  const schedule = useRestartableTimeout();
  const [create] = useMutation(CreateFollowDocument);
  const [remove] = useMutation(DeleteFollowDocument);
  const variables = { showId: show.showId };

  const [state, dispatch] = useMachine(followControlTransition, () => initialFollowControlState(show.hasFollow), (effect, send) => {
    switch (effect.type) {
      case 'create-follow':
      case 'delete-follow':
        (effect.type === 'create-follow' ? create({ variables }) : remove({ variables })).then(
          () => {
            if (effect.type === 'create-follow') recordFollow();
            send({ type: 'request-succeeded' });
          },
          () => send({ type: 'request-failed' }),
        );
        break;
      case 'schedule-revert-timer':
        schedule(() => send({ type: 'revert-timer-fired' }), effect.delayMs);
        break;
      case 'show-toast':
        toasts.show(effect.toast === 'added' ? `${title} added to your Saved shows` : `${title} removed from your Saved shows`);
        break;
      case 'prompt-add-email':
        pushAddEmailModal(modals, 'save');
        break;
    }
  });

  useEffect(() => dispatch({ type: 'follow-value-received', hasFollow: show.hasFollow }), [show.hasFollow, dispatch]);

  const saved = state.status === 'done' || state.status === 'done-success';
  const isError = state.status === 'error';
  const label = isError ? FOLLOW_ERROR_LABEL : showsUnsaveHint(state) ? 'Unsave' : saved ? 'Saved' : state.status === 'working' ? 'Saving' : 'Save';
  return (
    <>
      <button
        type="button"
        className="tile-action save-button"
        data-status={state.status}
        aria-pressed={isError ? undefined : saved}
        aria-label={isError ? undefined : `${saved ? 'Saved' : 'Save'} ${title}`}
        aria-describedby={isError ? errorId : undefined}
        aria-busy={state.status === 'working'}
        onClick={() => dispatch({ type: 'clicked', needsEmail })}
        onPointerEnter={() => dispatch({ type: 'pointer-entered' })}
        onPointerLeave={() => dispatch({ type: 'pointer-left' })}
      >
        {label}
      </button>
      {isError && (
        <span id={errorId} className="tile-error" role="alert">
          {FOLLOW_ERROR_MESSAGE}
        </span>
      )}
    </>
  );
}
