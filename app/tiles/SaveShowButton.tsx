import { useMutation } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import type { TileShow_ShowFragment } from '../../generated/graphql/operations.ts';
import { CreateFollowDocument } from '../../generated/graphql/documents/CreateFollowDocument.ts';
import { DeleteFollowDocument } from '../../generated/graphql/documents/DeleteFollowDocument.ts';
import {
  FOLLOW_ERROR_MESSAGE,
  followControlTransition,
  initialFollowControlState,
  followControlLabel,
} from '../lib/state/follow-control.ts';
import { recordFollow } from './hooks/useFollowActivity.ts';
import { useToggleRequest } from './hooks/useToggleRequest.ts';
import { useEmailFirstClick } from './hooks/useViewer.ts';

interface Props {
  show: TileShow_ShowFragment;
  title: string;
}

/** Save (follow) control of a show, driven by the follow-control machine of app/lib/state. */
export function SaveShowButton({ show, title }: Props) {
  const errorId = useId();
  const [create] = useMutation(CreateFollowDocument);
  const [remove] = useMutation(DeleteFollowDocument);
  const variables = { showId: show.showId };

  const [state, dispatch] = useToggleRequest(followControlTransition, () => initialFollowControlState(show.hasFollow), {
    create: () => create({ variables }).then(() => recordFollow()),
    remove: () => remove({ variables }),
    toast: (toast) => (toast === 'added' ? `${title} added to your Saved shows` : `${title} removed from your Saved shows`),
    addEmailPurpose: 'save',
  });

  useEffect(() => dispatch({ type: 'follow-value-received', hasFollow: show.hasFollow }), [show.hasFollow, dispatch]);
  const emailFirst = useEmailFirstClick((needsEmail) => dispatch({ type: 'clicked', needsEmail }));

  const saved = state.status === 'done' || state.status === 'done-success';
  const isError = state.status === 'error';
  const label = followControlLabel(state);
  return (
    <>
      <button
        type="button"
        className="tile-action save-button"
        data-status={state.status}
        aria-pressed={isError ? undefined : saved}
        aria-label={isError ? undefined : `${saved ? 'Saved' : 'Save'} ${title}`}
        aria-describedby={isError ? errorId : undefined}
        // Busy while it saves or unsaves, and while it waits to know whether the viewer must add an email first; then
        // also aria-disabled (not disabled, which would take focus from a keyboard viewer): clicks wait for the answer.
        aria-busy={state.status === 'working' || emailFirst.checking}
        aria-disabled={emailFirst.checking || undefined}
        onClick={emailFirst.click}
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
