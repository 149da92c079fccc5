/** The Saved page's empty state, word for word from browsing §8. */
export const SAVED_EMPTY_TEXT = 'You have no saved shows ... click the save button';
