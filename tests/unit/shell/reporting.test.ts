// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { reportError, setErrorReporter } from '../../../app/shell/reporting.ts';

afterEach(() => document.body.removeAttribute('data-js-error'));

describe('reportError', () => {
  it('sends a reportable error once with context and marks the page body', () => {
    const sent: Array<[string, Record<string, unknown>]> = [];
    setErrorReporter((message, context) => sent.push([message, context]));
    const error = new TypeError('x is undefined');
    expect(reportError(error, { source: 'test' })).toBe(true);
    expect(reportError(error, { source: 'test' })).toBe(true);
    expect(sent).toEqual([['x is undefined', { source: 'test', path: '/' }]]);
    expect(document.body.getAttribute('data-js-error')).toBe('true');
  });
  it('skips errors the rules do not report and leaves the body alone', () => {
    const sent: string[] = [];
    setErrorReporter((message) => sent.push(message));
    expect(reportError(new Error('Network error: down'))).toBe(false);
    expect(reportError({ graphQLErrors: [{ message: 'x' }] })).toBe(false);
    expect(sent).toEqual([]);
    expect(document.body.hasAttribute('data-js-error')).toBe(false);
  });
});
