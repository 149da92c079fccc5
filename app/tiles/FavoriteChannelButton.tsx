import { useMutation } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import type { TileChannel_ChannelFragment } from '../../generated/graphql/operations.ts';
import { CreateFavoriteChannelDocument } from '../../generated/graphql/documents/CreateFavoriteChannelDocument.ts';
import { DeleteFavoriteChannelDocument } from '../../generated/graphql/documents/DeleteFavoriteChannelDocument.ts';
import {
  FAVORITE_ERROR_ACCESSIBILITY_TEXT,
  FAVORITE_ERROR_LABEL,
  favoriteButtonTransition,
  initialFavoriteButtonState,
  isFavoriteHeartDisabled,
} from '../lib/state/favorite-button.ts';
import { useToggleRequest } from './hooks/useToggleRequest.ts';
import { useEmailFirstClick } from './hooks/useViewer.ts';

interface Props {
  channel: TileChannel_ChannelFragment;
}

/** Favorite heart of a channel, driven by the favorite-button machine of app/lib/state. */
export function FavoriteChannelButton({ channel }: Props) {
  const errorId = useId();
  const [create] = useMutation(CreateFavoriteChannelDocument);
  const [remove] = useMutation(DeleteFavoriteChannelDocument);
  const variables = { channelId: channel.channelId };

  const [state, dispatch] = useToggleRequest(favoriteButtonTransition, () => initialFavoriteButtonState(channel.isFavorite), {
    create: () => create({ variables }),
    remove: () => remove({ variables }),
    toast: (toast) =>
      toast === 'added' ? `${channel.displayName} added to your favorite channels` : `${channel.displayName} removed from your favorite channels`,
    addEmailPurpose: 'favorite',
  });

  useEffect(() => dispatch({ type: 'favorite-value-received', isFavorite: channel.isFavorite }), [channel.isFavorite, dispatch]);
  const emailFirst = useEmailFirstClick((needsEmail) => dispatch({ type: 'clicked', needsEmail }));

  const filled = state.status === 'done' || state.status === 'done-success' || state.status === 'undo';
  const isError = state.status === 'error';
  const label = isError
    ? FAVORITE_ERROR_LABEL
    : state.status === 'undo'
      ? 'Unfavorite'
      : filled
        ? 'Favorited'
        : 'Favorite';
  return (
    <>
      <button
        type="button"
        className="tile-action favorite-button"
        data-status={state.status}
        aria-pressed={isError ? undefined : filled}
        aria-label={isError ? undefined : `${label} ${channel.displayName}`}
        aria-describedby={isError ? errorId : undefined}
        disabled={isFavoriteHeartDisabled(state)}
        // Busy while it waits to know whether the viewer must add an email first (SaveShowButton.tsx says how).
        aria-busy={emailFirst.checking || undefined}
        aria-disabled={emailFirst.checking || undefined}
        onClick={emailFirst.click}
        onPointerEnter={() => dispatch({ type: 'pointer-entered' })}
        onPointerLeave={() => dispatch({ type: 'pointer-left' })}
      >
        <span aria-hidden="true" className="heart">
          {filled ? '♥' : '♡'}
        </span>{' '}
        <span className={isError ? undefined : 'visually-hidden'}>{label}</span>
      </button>
      {isError && (
        <span id={errorId} className="visually-hidden">
          {FAVORITE_ERROR_ACCESSIBILITY_TEXT}
        </span>
      )}
    </>
  );
}
