/** Empty states of the detail pages, word for word as the product specifies them. */
export const NO_CONTENT_TEXT = 'No content.';
export const NO_SHOWINGS_TEXT = 'No showings available. Save this show to record future airings.';
