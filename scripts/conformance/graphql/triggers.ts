/**
 * Which contract mutations make a subscription fire, as the schema's descriptions say:
 * - channelIsFavoriteChanged "fires when any of the user's channels is (un)favorited" — createFavoriteChannel
 *   / deleteFavoriteChannel;
 * - showFollowCreated "fires when the user follows a show" — createFollow;
 * - showFollowDeleted "fires when the user unfollows a show" — deleteFollow.
 * Each is an on/off pair over one entity, so the checker can flip it, see the event, and flip it back.
 * Other subscriptions have no mutation in the contract that can be undone (userSubscriptionChanged fires on
 * enrollInFastPlan, which has no inverse; notificationChanged on acknowledgeNotifications, which cannot be
 * un-acknowledged): for those the checker only checks that the subscription is accepted.
 */
export interface ToggleTrigger {
  /** The entity the mutations change, and the fields that identify it and hold its state. */
  entityType: string;
  keyField: string;
  stateField: string;
  /** Contract mutation operations that set the state to true / false. */
  setOperation: string;
  unsetOperation: string;
  /** The state the subscription reports: it fires on set only (true), unset only (false), or both. */
  firesOn: boolean | 'either';
}

/** By subscription root field. */
export const TRIGGERS: Record<string, ToggleTrigger> = {
  channelIsFavoriteChanged: {
    entityType: 'Channel',
    keyField: 'channelId',
    stateField: 'isFavorite',
    setOperation: 'CreateFavoriteChannel',
    unsetOperation: 'DeleteFavoriteChannel',
    firesOn: 'either',
  },
  showFollowCreated: {
    entityType: 'Show',
    keyField: 'showId',
    stateField: 'hasFollow',
    setOperation: 'CreateFollow',
    unsetOperation: 'DeleteFollow',
    firesOn: true,
  },
  showFollowDeleted: {
    entityType: 'Show',
    keyField: 'showId',
    stateField: 'hasFollow',
    setOperation: 'CreateFollow',
    unsetOperation: 'DeleteFollow',
    firesOn: false,
  },
};
