import { BROWSE_CORE_COLLECTION_GROUP_ID } from '../constants.ts';

/**
 * A signed-out visitor opening a collection group is sent home when the group is the
 * browse-core 'Upgrade Preview': it previews what an upgrade of an existing plan adds, and a visitor has
 * no plan to upgrade. The spec does not show its full condition; this is the workspace's reading of it.
 */
export function collectionGroupRedirectsVisitor(groupId: string, isUncredentialed: boolean): boolean {
  return isUncredentialed && groupId === BROWSE_CORE_COLLECTION_GROUP_ID;
}
