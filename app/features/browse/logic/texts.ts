/** The Saved page's empty state, word for word as the product specifies it. */
export const SAVED_EMPTY_TEXT = 'You have no saved shows ... click the save button';
