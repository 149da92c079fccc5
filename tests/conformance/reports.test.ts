// @vitest-environment jsdom
/**
 * The reports a backend team reads: JUnit names each check by operationId and path, JSON keeps the
 * summary and results, HTML shows each failure with its reproduction and escapes what servers sent.
 */
import { describe, expect, it } from 'vitest';
import { curlFor, shellQuote } from '../../scripts/conformance/http.ts';
import type { CheckResult, Target } from '../../scripts/conformance/model.ts';
import { htmlReport } from '../../scripts/conformance/reports/html.ts';
import { jsonReport, type JsonReport } from '../../scripts/conformance/reports/json.ts';
import { junitReport } from '../../scripts/conformance/reports/junit.ts';
import { terminalReport } from '../../scripts/conformance/reports/terminal.ts';

const hostile = `<script>alert("x")</script> & 'quotes'`;

const results: CheckResult[] = [
  {
    id: 'profile/createProfile/positive/0',
    contract: 'profile',
    kind: 'positive',
    operation: 'createProfile',
    target: 'POST /user/profiles/create.json',
    tags: ['profiles'],
    title: 'answers the documented example as documented',
    outcome: {
      status: 'failed',
      failure: {
        message: 'body.profile.primary must be boolean',
        expected: 'a documented status (200, 400, 401, 403, 500) and a body valid against its schema',
        actual: `200 application/json {"name":"${hostile}"}`,
        reproduction: `curl -sS -i -X POST http://127.0.0.1:4400/user/profiles/create.json --data-raw '{"name":"Kids"}'`,
      },
    },
    durationMs: 12,
  },
  {
    id: 'billing/getUserDetails/auth/0',
    contract: 'billing',
    kind: 'auth',
    operation: 'getUserDetails',
    target: 'GET /billing/user_details',
    tags: ['account'],
    title: 'answers 401 without the session cookie',
    outcome: { status: 'passed' },
    durationMs: 3,
  },
  {
    id: 'graphql/Page/operation-run',
    contract: 'graphql',
    kind: 'operation-run',
    operation: 'Page',
    target: 'Query.page',
    tags: ['query'],
    title: 'runs Page',
    outcome: { status: 'skipped', reason: 'not selected' },
    durationMs: 0,
  },
];

describe('conformance reports', () => {
  it('writes JUnit XML with one test case per check named by operationId and path, classname the contract', () => {
    const document = new DOMParser().parseFromString(junitReport(results), 'text/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const cases = [...document.querySelectorAll('testcase')];
    expect(cases.map((testCase) => testCase.getAttribute('name'))).toEqual([
      'createProfile POST /user/profiles/create.json — answers the documented example as documented',
      'getUserDetails GET /billing/user_details — answers 401 without the session cookie',
      'Page Query.page — runs Page',
    ]);
    expect(cases.map((testCase) => testCase.getAttribute('classname'))).toEqual(['profile', 'billing', 'graphql']);
    const failure = cases[0]?.querySelector('failure');
    expect(failure?.getAttribute('message')).toBe('body.profile.primary must be boolean');
    expect(failure?.textContent).toContain('reproduce: curl -sS -i -X POST');
    expect(failure?.textContent).toContain(hostile);
    expect(cases[2]?.querySelector('skipped')).not.toBeNull();
    expect([...document.querySelectorAll('testsuite')].map((suite) => suite.getAttribute('name'))).toEqual(['profile', 'billing', 'graphql']);
  });

  it('writes JSON with a summary per contract and every result', () => {
    const report = JSON.parse(jsonReport(results, { rest: null, graphql: 'http://x/graphql', ws: null }, new Date('2026-01-01T00:00:00Z'))) as JsonReport;
    expect(report).toMatchObject({ schemaVersion: 2, onlyImplemented: false, generatedAt: '2026-01-01T00:00:00.000Z', targets: { graphql: 'http://x/graphql' } });
    expect(report.summary.total).toEqual({ contract: 'total', passed: 1, failed: 1, skipped: 1, notImplemented: 0, total: 3 });
    expect(report.summary.contracts.map((row) => row.contract)).toEqual(['profile', 'billing', 'graphql']);
    expect(report.results.map((result) => result.id)).toEqual(results.map((result) => result.id));
  });

  it('writes self-contained HTML with the failure, its reproduction, and everything escaped', () => {
    const html = htmlReport(results);
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/<link|src=|href="http/);
    const document = new DOMParser().parseFromString(html, 'text/html');
    const text = document.body.textContent ?? '';
    expect(text).toContain('body.profile.primary must be boolean');
    expect(text).toContain(hostile);
    expect(text).toContain(`curl -sS -i -X POST http://127.0.0.1:4400/user/profiles/create.json --data-raw '{"name":"Kids"}'`);
    expect([...document.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['profile', 'billing', 'graphql']);
    expect(document.querySelector('h3')?.textContent).toContain('createProfile');
  });

  it('prints a summary table per contract and each failure in the terminal', () => {
    const text = terminalReport(results, { color: false });
    expect(text).toMatch(/contract +passed +failed +skipped +not impl\. +total/);
    expect(text).toMatch(/profile +0 +1 +0 +0 +1/);
    expect(text).toMatch(/billing +1 +0 +0 +0 +1/);
    expect(text).toMatch(/graphql +0 +0 +1 +0 +1/);
    expect(text).toContain('expected: a documented status');
    expect(text).toContain('1 of 3 checks failed.');
  });

  it('marks every report of a stopped run: what stopped it and how many checks did not run', () => {
    const stopped = { why: 'interrupted' as const, detail: 'interrupted by SIGINT', notRun: 7 };
    const line = 'Interrupted: interrupted by SIGINT; 7 planned checks did not run';
    expect(terminalReport(results, { color: false, stopped })).toContain(line);
    const html = new DOMParser().parseFromString(htmlReport(results, new Date(), stopped), 'text/html');
    expect(html.body.textContent).toContain(line);
    const junit = new DOMParser().parseFromString(junitReport(results, stopped), 'text/xml');
    expect(junit.querySelector('testsuite[name="run"] testcase error')?.getAttribute('message')).toContain(line);
    const json = JSON.parse(jsonReport(results, { rest: null, graphql: null, ws: null }, new Date(), stopped)) as JsonReport;
    expect(json.stopped).toEqual(stopped);
    const deadline = terminalReport(results, { color: false, stopped: { why: 'deadline', detail: "the run's deadline of 500 ms (--deadline) passed", notRun: 1 } });
    expect(deadline).toContain("Stopped at the deadline: the run's deadline of 500 ms (--deadline) passed; 1 planned check did not run");
    expect(terminalReport(results, { color: false })).not.toContain('did not run');
  });
});

describe('curl reproductions', () => {
  const target: Target = { rest: null, graphqlUrl: null, wsUrl: null, cookies: { airwave_session: "it's me" }, headers: { 'x-trace': 'a b' }, timeoutMs: 1000 };

  it('quotes every part for a POSIX shell, with method, headers, cookies and body', () => {
    const curl = curlFor(target, { method: 'POST', url: 'http://h/a?x=1&y=2', body: { kind: 'json', value: { name: "O'Brien" } } });
    expect(curl).toBe(
      `curl -sS -i -X POST 'http://h/a?x=1&y=2' -H 'x-trace: a b' -H 'content-type: application/json' -b 'airwave_session=it'\\''s me' --data-raw '{"name":"O'\\''Brien"}'`,
    );
    expect(shellQuote('plain-word')).toBe('plain-word');
  });

  it('pipes binary bodies in from base64 and leaves the cookie out when a check drops it', () => {
    const curl = curlFor(target, { method: 'POST', url: 'http://h/l', withoutCookies: true, body: { kind: 'bytes', value: new Uint8Array([0, 255, 10]), contentType: 'application/octet-stream' } });
    expect(curl).toBe(`printf %s AP8K | base64 -d | curl -sS -i -X POST http://h/l -H 'x-trace: a b' -H 'content-type: application/octet-stream' --data-binary @-`);
  });
});
