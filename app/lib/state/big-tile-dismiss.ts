/**
 * Dismissing the big-tile modal (a click outside it) returns to the prior route, unless focus is inside
 * the modal or the player is active. Focus inside means a control of the modal holds it
 * (a field or a dropdown being used): the outside click then only takes focus away. An active player
 * owns the screen; leaving the route from under it would stop playback.
 */
export interface BigTileDismissContext {
  /** A control inside the modal (not the modal panel itself) has focus. */
  focusInside: boolean;
  playerActive: boolean;
}

export function dismissReturnsToPriorRoute({ focusInside, playerActive }: BigTileDismissContext): boolean {
  return !focusInside && !playerActive;
}
