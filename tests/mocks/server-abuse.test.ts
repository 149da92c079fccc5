/**
 * The standalone mock server tried as an attacker and a careless client would: every refusal is the
 * contract's own error body with a 4xx, never a 500, a stack trace or a crash. One test per finding.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { runningClock } from '../support/clock.ts';

const cookie = 'airwave_session=abuse-test';
let server: RunningMockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0, now: runningClock() });
});
afterAll(() => server.close());

/** A raw HTTP/1.1 request with exactly these headers (fetch would refuse or fix some of them). */
function raw(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; type: string; text: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method, headers, setHost: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', text: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('cookies', () => {
  it("ignores another site's malformed cookie: the session still signs in on REST and GraphQL", async () => {
    const withJunk = `_ga=%E0%A4%A; ${cookie}; other=%zz`;
    const rest = await fetch(`${server.url}/user/profiles/list.json`, { headers: { cookie: withJunk } });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { status: string }).status).toBe('SUCCESS');
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { cookie: withJunk, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ user { isUncredentialed } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toMatchObject({ data: { user: { isUncredentialed: false } } });
  });

  it('treats a session cookie whose value does not decode as no session: the contract 401', async () => {
    const response = await fetch(`${server.url}/user/profiles/list.json`, { headers: { cookie: 'airwave_session=%E0%A4%A' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'FAILURE' });
  });
});

describe('content types', () => {
  it('refuses a form-encoded body on a JSON-only operation with the contract 400 naming the content type it takes', async () => {
    const fields = { name: 'Twin', avatar_name: 'robot' };
    const form = await fetch(`${server.url}/user/profiles/create.json`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(form.status).toBe(400);
    const refused = (await form.json()) as { status: string; message: string };
    expect(refused.status).toBe('FAILURE');
    expect(refused.message).toMatch(/application\/json/);
    expect(refused.message).toMatch(/application\/x-www-form-urlencoded/);
  });

  it('refuses a JSON text sent as text/plain or with no Content-Type on a billing operation (400, code 1000)', async () => {
    for (const headers of [{ 'content-type': 'text/plain' }, {}] as Array<Record<string, string>>) {
      const response = await raw('/billing/validate_zip', { ...headers, cookie, host: 'localhost' }, 'POST', JSON.stringify({ zip: '78701' }));
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text)).toMatchObject({ success: false, errors: [{ code: 1000 }] });
    }
  });
});
