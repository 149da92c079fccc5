/**
 * The environment the web app runs in, read from `VITE_*` variables when the dev server starts or a build is
 * made (README, "Pointing the app at a real backend" lists each with its default): the environment's name, the
 * debug flag, the secure base URL of the product's web site, the payment provider's publishable key, and the
 * pages where an app store or device maker lets its customers manage the subscription it bills.
 *
 * `readEnvironment` is pure and refuses a value it cannot use with an error naming the variable; vite.config.ts
 * calls it at start-up, so a bad value stops `npm start` or `npm run build` instead of reaching a viewer. The
 * app reads the result through `appEnvironment()`.
 */
import type { components } from '../../generated/rest/billing.ts';

/** The billers that bill a subscription themselves (an app store, a streaming device, a TV maker). */
export type SubscriptionManager = Extract<components['schemas']['Biller'], 'apple' | 'amazon' | 'google' | 'roku' | 'vizio'>;

/** Where a provider's customers manage what it bills: its subscriptions page, and for Vizio its payment methods too. */
export interface ManagementLinks {
  subscriptions: string;
  paymentMethods: string | null;
}

export interface Environment {
  /** The environment's name ('production', 'staging', …). */
  name: string;
  /** Debugging aids are on. */
  debug: boolean;
  /** The product's secure web site (no trailing slash), where its legal pages live; '' is the page's own origin. */
  secureBaseUrl: string;
  /** The payment provider's publishable key (`pk_live_…` / `pk_test_…`), or null when none is configured. */
  paymentPublicKey: string | null;
  /** Per provider that bills a subscription itself, where its customers manage it. */
  subscriptionManagement: Record<SubscriptionManager, ManagementLinks>;
}

export interface EnvironmentEnv {
  /** Vite's mode (`development`, `mock`, `production`): the environment's name unless VITE_ENVIRONMENT says otherwise. */
  readonly MODE?: string;
  readonly VITE_ENVIRONMENT?: string;
  readonly VITE_DEBUG?: string;
  readonly VITE_SECURE_BASE_URL?: string;
  readonly VITE_STRIPE_PUBLIC_KEY?: string;
  readonly VITE_APPLE_SUBSCRIPTIONS_URL?: string;
  readonly VITE_AMAZON_SUBSCRIPTIONS_URL?: string;
  readonly VITE_GOOGLE_PLAY_SUBSCRIPTIONS_URL?: string;
  readonly VITE_ROKU_SUBSCRIPTIONS_URL?: string;
  readonly VITE_VIZIO_SUBSCRIPTIONS_URL?: string;
  readonly VITE_VIZIO_PAYMENT_METHODS_URL?: string;
}

type LinkVariable = Extract<keyof EnvironmentEnv, `VITE_${string}_URL`>;

/**
 * The providers' own pages, by default (the spec names the links without giving them; an environment may point
 * elsewhere, e.g. a regional store).
 */
export const DEFAULT_MANAGEMENT_LINKS: Readonly<Record<Exclude<LinkVariable, 'VITE_SECURE_BASE_URL'>, string>> = {
  VITE_APPLE_SUBSCRIPTIONS_URL: 'https://apps.apple.com/account/subscriptions',
  VITE_AMAZON_SUBSCRIPTIONS_URL: 'https://www.amazon.com/yourmembershipsandsubscriptions',
  VITE_GOOGLE_PLAY_SUBSCRIPTIONS_URL: 'https://play.google.com/store/account/subscriptions',
  VITE_ROKU_SUBSCRIPTIONS_URL: 'https://my.roku.com/account/subscriptions',
  VITE_VIZIO_SUBSCRIPTIONS_URL: 'https://www.vizio.com/account/subscriptions',
  VITE_VIZIO_PAYMENT_METHODS_URL: 'https://www.vizio.com/account/payment-methods',
};

/** A configuration value the app cannot use; the message names the variable and what it needs. */
export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
}

function setting(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const TRUE_VALUES = ['true', '1', 'yes', 'on'];
const FALSE_VALUES = ['false', '0', 'no', 'off'];

function flag(variable: 'VITE_DEBUG', value: string | undefined): boolean {
  const chosen = setting(value)?.toLowerCase();
  if (!chosen || FALSE_VALUES.includes(chosen)) return false;
  if (TRUE_VALUES.includes(chosen)) return true;
  throw new EnvironmentError(`${variable} must be true or false, got '${value}'.`);
}

/** An absolute https URL (http only on this machine, for local tries), or the error naming the variable. */
function secureUrl(variable: LinkVariable, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvironmentError(`${variable} must be an absolute https URL, got '${value}'.`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new EnvironmentError(`${variable} must be an https URL, got '${value}'.`);
  }
  return url.href;
}

function link(env: EnvironmentEnv, variable: keyof typeof DEFAULT_MANAGEMENT_LINKS): string {
  return secureUrl(variable, setting(env[variable]) ?? DEFAULT_MANAGEMENT_LINKS[variable]);
}

/** The environment from its variables, each unset one at its default; a value it cannot use throws an EnvironmentError. */
export function readEnvironment(env: EnvironmentEnv): Environment {
  const base = setting(env.VITE_SECURE_BASE_URL);
  return {
    name: setting(env.VITE_ENVIRONMENT) ?? setting(env.MODE) ?? 'production',
    debug: flag('VITE_DEBUG', env.VITE_DEBUG),
    secureBaseUrl: base ? secureUrl('VITE_SECURE_BASE_URL', base).replace(/\/$/, '') : '',
    paymentPublicKey: setting(env.VITE_STRIPE_PUBLIC_KEY),
    subscriptionManagement: {
      apple: { subscriptions: link(env, 'VITE_APPLE_SUBSCRIPTIONS_URL'), paymentMethods: null },
      amazon: { subscriptions: link(env, 'VITE_AMAZON_SUBSCRIPTIONS_URL'), paymentMethods: null },
      google: { subscriptions: link(env, 'VITE_GOOGLE_PLAY_SUBSCRIPTIONS_URL'), paymentMethods: null },
      roku: { subscriptions: link(env, 'VITE_ROKU_SUBSCRIPTIONS_URL'), paymentMethods: null },
      vizio: { subscriptions: link(env, 'VITE_VIZIO_SUBSCRIPTIONS_URL'), paymentMethods: link(env, 'VITE_VIZIO_PAYMENT_METHODS_URL') },
    },
  };
}

let current: Environment | null = null;

/** The app's environment, read from the variables the dev server or the build was given. */
export function appEnvironment(): Environment {
  current ??= readEnvironment(import.meta.env);
  return current;
}

/** A page of the product's secure web site ('/terms' → 'https://www.airwave.example/terms', or '/terms' on the page's origin). */
export function secureSiteUrl(path: `/${string}`): string {
  return `${appEnvironment().secureBaseUrl}${path}`;
}
