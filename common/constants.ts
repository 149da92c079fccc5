/**
 * Fixed ids and limits that the app, the receiver and the mock world must agree on. A value only one side
 * needs stays with that side (the app's timings and sizes are in app/lib/constants.ts).
 */

/**
 * The fixed browse-core collection group, 'Upgrade Preview' (contract: PageType.COLLECTION_GROUP). The
 * app's Upgrade navigation entry opens it; the mock world seeds it under this id.
 */
export const BROWSE_CORE_COLLECTION_GROUP_ID = 'cg-upgrade-preview';

/** Channel results shown in search before the 'View N results' link; the search page's channel row holds at most this many. */
export const CHANNEL_SEARCH_RESULT_LIMIT = 12;

/** Image width (the `width` argument of `Image.url`) when a client asks for none. */
export const IMAGE_WIDTH_DEFAULT = 320;

/**
 * The spec's 'base unit' of time, shared by the app and the receiver (the app's DVR upsell opens after one,
 * its search announcement waits one; the receiver's status box says Not connected after half of one). Its
 * value is not shown; one second is the workspace's assumption.
 */
export const BASE_TIME_UNIT_MS = 1000;
