/**
 * What a notification of each kind says when the control API or the Mocks panel sends one without content of
 * its own (`POST /__mocks/notifications {"type": "SURVEY"}`), and the content of the personas' own notifications
 * of those kinds (mocks/scenarios/personas.ts). Field names are the GraphQL contract's.
 */
import type { NotificationType } from '../../generated/graphql/schema.ts';
import { ACCOUNT_PATH } from '../../common/links.ts';
import { iconPath, posterPath, productImagePath } from '../media/images.ts';

/** The welcome survey: the one the personas' accounts hold, and the sample the Mocks panel sends. */
const WELCOME_SURVEY = {
  pollName: 'welcome_survey',
  questions: [
    {
      id: 'heard_from',
      name: 'How did you hear about Airwave?',
      answers: [
        { id: 'friend', name: 'A friend or family member' },
        { id: 'tv_ad', name: 'A TV or streaming ad' },
        { id: 'social', name: 'Social media' },
        { id: 'search', name: 'A web search' },
        { id: 'other', name: 'Somewhere else' },
      ],
    },
    {
      id: 'watch_most',
      name: 'What do you watch most?',
      answers: [
        { id: 'news', name: 'News' },
        { id: 'sports', name: 'Sports' },
        { id: 'series', name: 'Series and reality' },
        { id: 'movies', name: 'Movies' },
        { id: 'kids', name: 'Kids and family' },
      ],
    },
  ],
};

export const NOTIFICATION_SAMPLES: Record<NotificationType, Record<string, unknown>> = {
  MESSAGE: {
    title: 'New episodes of Yellowstone',
    body: 'New episodes of Yellowstone are on Airwave now. More at https://airwave.example/yellowstone.',
    imageURL: posterPath('shw-yellowstone', 'hero'),
  },
  NAVIGATION: {
    title: 'Add STARZ to your plan',
    body: 'Original series and blockbuster movies, $8.99/month. Cancel anytime.',
    imageURL: productImagePath('starz'),
    navigationAction: { url: ACCOUNT_PATH, label: 'See add-ons', iconURL: iconPath('add-on') },
  },
  SURVEY: WELCOME_SURVEY,
  EMAIL_VERIFICATION: { action: 'VERIFY' },
  REQUEST: {
    title: 'Is this your household?',
    body: '<p>We noticed Airwave being watched from <strong>San Antonio, TX</strong>. Was this you?</p>',
    imageURL: null,
    isDismissible: true,
    actions: [
      { actionId: 'confirm_household', label: 'Yes, it was me', iconURL: iconPath('check') },
      { actionId: 'secure_account', label: 'No, secure my account', iconURL: iconPath('lock') },
    ],
  },
};
