import { SAVE_AND_RECORD_TEXT } from './save-and-record.ts';

/** Empty states of the detail pages, word for word as the product specifies them. */
export const NO_CONTENT_TEXT = 'No content.';
export const NO_SHOWINGS_TEXT = `No showings available. ${SAVE_AND_RECORD_TEXT}`;
