/**
 * The Saved page's empty state. The spec gives it with an elision ('You have no saved shows ... click the save
 * button'); this is the whole sentence a viewer reads.
 */
export const SAVED_EMPTY_TEXT = 'You have no saved shows yet. To save one, click the save button on a show, and it will appear here.';
