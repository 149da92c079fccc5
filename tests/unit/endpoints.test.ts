import { describe, expect, it } from 'vitest';
import { resolveEndpoints } from '../../app/config/endpoints.ts';

describe('endpoint configuration', () => {
  it('sends every call to the page origin by default, where the mocks answer', () => {
    expect(resolveEndpoints({}, 'http://localhost:5173')).toEqual({
      profileBaseUrl: 'http://localhost:5173',
      billingBaseUrl: 'http://localhost:5173',
      playbackBaseUrl: 'http://localhost:5173',
      graphqlUrl: 'http://localhost:5173/graphql',
      graphqlApiUrl: 'http://localhost:5173/api/graphql',
      graphqlWsUrl: 'ws://localhost:5173/graphql-subscriptions',
    });
  });

  it('points every REST contract at a real backend with one variable, and one contract with its own', () => {
    const endpoints = resolveEndpoints(
      { VITE_REST_BASE_URL: 'https://api.example.test/', VITE_BILLING_BASE_URL: 'https://billing.example.test' },
      'http://localhost:5173',
    );
    expect(endpoints.profileBaseUrl).toBe('https://api.example.test');
    expect(endpoints.playbackBaseUrl).toBe('https://api.example.test');
    expect(endpoints.billingBaseUrl).toBe('https://billing.example.test');
  });

  it('derives a secure websocket URL from an https GraphQL endpoint', () => {
    const endpoints = resolveEndpoints({ VITE_GRAPHQL_URL: 'https://gql.example.test/graphql' }, 'http://localhost:5173');
    expect(endpoints.graphqlWsUrl).toBe('wss://gql.example.test/graphql-subscriptions');
    expect(endpoints.graphqlApiUrl).toBe('https://gql.example.test/api/graphql');
  });

  it('treats a blank variable as unset', () => {
    expect(resolveEndpoints({ VITE_GRAPHQL_URL: '  ' }, 'https://airwave.example.test').graphqlUrl).toBe(
      'https://airwave.example.test/graphql',
    );
  });
});
