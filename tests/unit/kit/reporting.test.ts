// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../../../app/kit/reporting.ts';
import { captureErrorReports } from '../../support/error-reports.ts';

afterEach(() => {
  document.body.removeAttribute('data-js-error');
  vi.restoreAllMocks();
});

describe('reportError', () => {
  it('sends a reportable error once with context and marks the page body', () => {
    const sent = captureErrorReports();
    const error = new TypeError('x is undefined');
    expect(reportError(error, { source: 'test' })).toBe(true);
    expect(reportError(error, { source: 'test' })).toBe(true);
    expect(sent()).toEqual([['x is undefined', { source: 'test', path: '/' }]]);
    expect(document.body.getAttribute('data-js-error')).toBe('true');
  });
  it('skips errors the rules do not report and leaves the body alone', () => {
    const sent = captureErrorReports();
    expect(reportError(new Error('Network error: down'))).toBe(false);
    expect(reportError({ graphQLErrors: [{ message: 'x' }] })).toBe(false);
    expect(sent()).toEqual([]);
    expect(document.body.hasAttribute('data-js-error')).toBe(false);
  });
});
