import { describe, expect, it } from 'vitest';
import { connectionFlowFor, errorMessage, shouldReportError } from '../../../../app/lib/routing/errors.ts';

describe('error reporting rules', () => {
  it('does not report errors with a graphQLErrors field', () => {
    expect(shouldReportError({ message: 'boom', graphQLErrors: [] })).toBe(false);
    const combined = new Error('x');
    combined.name = 'CombinedGraphQLErrors';
    expect(shouldReportError(combined)).toBe(false);
  });
  it('does not report network, unknown, store reset or not-connected messages', () => {
    expect(shouldReportError(new Error('Network error: Failed to fetch'))).toBe(false);
    expect(shouldReportError(new Error('Unknown error'))).toBe(false);
    expect(shouldReportError(new Error('Store reset while query was in flight'))).toBe(false);
    expect(shouldReportError('Client not connected')).toBe(false);
  });
  it('reports other errors', () => {
    expect(shouldReportError(new TypeError('x is undefined'))).toBe(true);
    expect(shouldReportError(undefined)).toBe(true);
  });
  it("turns an empty error into 'No error given' and joins arrays by newlines", () => {
    expect(errorMessage(undefined)).toBe('No error given');
    expect(errorMessage(null)).toBe('No error given');
    expect(errorMessage('')).toBe('No error given');
    expect(errorMessage(new Error(''))).toBe('No error given');
    expect(errorMessage([])).toBe('No error given');
    expect(errorMessage([new Error('a'), 'b', { message: 'c' }])).toBe('a\nb\nc');
  });
});

describe('GraphQL network error rules', () => {
  it('a 401 opens session expired', () => {
    expect(connectionFlowFor({ statusCode: 401 })).toBe('sessionExpired');
    expect(connectionFlowFor({ statusCode: 401 }, { fullView: true, initialLoadDone: true })).toBe('sessionExpired');
  });
  it('other network errors open network issue unless the player is in full view with its initial load done', () => {
    expect(connectionFlowFor({ statusCode: 503 })).toBe('networkIssue');
    expect(connectionFlowFor({})).toBe('networkIssue');
    expect(connectionFlowFor({}, { fullView: true, initialLoadDone: false })).toBe('networkIssue');
    expect(connectionFlowFor({}, { fullView: true, initialLoadDone: true })).toBe(null);
  });
});
