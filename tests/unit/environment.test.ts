import { describe, expect, it } from 'vitest';
import { DEFAULT_MANAGEMENT_LINKS, EnvironmentError, readEnvironment } from '../../app/config/environment.ts';

describe('environment configuration', () => {
  it('has a documented default for every setting (README, "Pointing the app at a real backend")', () => {
    expect(readEnvironment({ MODE: 'production' })).toEqual({
      name: 'production',
      debug: false,
      secureBaseUrl: '',
      paymentPublicKey: null,
      subscriptionManagement: {
        apple: { subscriptions: 'https://apps.apple.com/account/subscriptions', paymentMethods: null },
        amazon: { subscriptions: 'https://www.amazon.com/yourmembershipsandsubscriptions', paymentMethods: null },
        google: { subscriptions: 'https://play.google.com/store/account/subscriptions', paymentMethods: null },
        roku: { subscriptions: 'https://my.roku.com/account/subscriptions', paymentMethods: null },
        vizio: { subscriptions: 'https://www.vizio.com/account/subscriptions', paymentMethods: 'https://www.vizio.com/account/payment-methods' },
      },
    });
  });

  it("names the environment after Vite's mode unless VITE_ENVIRONMENT says otherwise", () => {
    expect(readEnvironment({ MODE: 'mock' }).name).toBe('mock');
    expect(readEnvironment({ MODE: 'production', VITE_ENVIRONMENT: ' staging ' }).name).toBe('staging');
    expect(readEnvironment({}).name).toBe('production');
  });

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    [' TRUE ', true],
    ['1', true],
    ['on', true],
  ])('VITE_DEBUG=%j → debug %s', (value, debug) => {
    expect(readEnvironment({ VITE_DEBUG: value }).debug).toBe(debug);
  });

  it('takes the secure base URL without its trailing slash', () => {
    expect(readEnvironment({ VITE_SECURE_BASE_URL: 'https://www.airwave.example/' }).secureBaseUrl).toBe('https://www.airwave.example');
    expect(readEnvironment({ VITE_SECURE_BASE_URL: 'http://localhost:8080/site/' }).secureBaseUrl).toBe('http://localhost:8080/site');
  });

  it.each([
    ['pk_live_123', 'pk_live_123'],
    [' pk_test_9 ', 'pk_test_9'],
    ['', null],
    ['  ', null],
    [undefined, null],
  ])('VITE_STRIPE_PUBLIC_KEY=%j → %j', (value, key) => {
    expect(readEnvironment({ VITE_STRIPE_PUBLIC_KEY: value }).paymentPublicKey).toBe(key);
  });

  it("points a provider's links elsewhere, Vizio's two each on its own", () => {
    const environment = readEnvironment({
      VITE_ROKU_SUBSCRIPTIONS_URL: 'https://my.roku.example/subscriptions',
      VITE_VIZIO_PAYMENT_METHODS_URL: 'https://account.vizio.example/payment',
    });
    expect(environment.subscriptionManagement.roku.subscriptions).toBe('https://my.roku.example/subscriptions');
    expect(environment.subscriptionManagement.vizio).toEqual({
      subscriptions: DEFAULT_MANAGEMENT_LINKS.VITE_VIZIO_SUBSCRIPTIONS_URL,
      paymentMethods: 'https://account.vizio.example/payment',
    });
  });

  it.each([
    [{ VITE_DEBUG: 'maybe' }, "VITE_DEBUG must be true or false, got 'maybe'."],
    [{ VITE_SECURE_BASE_URL: 'www.airwave.example' }, "VITE_SECURE_BASE_URL must be an absolute https URL, got 'www.airwave.example'."],
    [{ VITE_SECURE_BASE_URL: 'http://www.airwave.example' }, "VITE_SECURE_BASE_URL must be an https URL, got 'http://www.airwave.example'."],
    [{ VITE_APPLE_SUBSCRIPTIONS_URL: '/subscriptions' }, "VITE_APPLE_SUBSCRIPTIONS_URL must be an absolute https URL, got '/subscriptions'."],
    [{ VITE_VIZIO_SUBSCRIPTIONS_URL: 'javascript:alert(1)' }, "VITE_VIZIO_SUBSCRIPTIONS_URL must be an https URL, got 'javascript:alert(1)'."],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => readEnvironment(env)).toThrow(new EnvironmentError(message));
  });
});
