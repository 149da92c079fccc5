/**
 * Contract self-check: for every operation of the three REST contracts, every persona, the contract's
 * own request examples and every fault, the mock's answer has a documented status and a body that
 * validates against the documented schema for it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MockRequest, MockResponse } from '../../mocks/core/exchange.ts';
import type { World } from '../../mocks/db/world.ts';
import {
  loadValidators,
  documents,
  operations,
  resolved,
  validatorAt,
  type MediaTypeObject,
  type OperationInfo,
  type ParameterObject,
  type RequestBodyObject,
} from '../../common/openapi/contracts.ts';
import { handleRest, routes } from '../../mocks/rest/router.ts';
import { validateResponse } from '../../common/openapi/validate-response.ts';
import type { Fault } from '../../mocks/scenarios/faults.ts';
import { PLAYBACK_ERROR_NAMES } from '../../common/error-catalogue.ts';
import { PERSONA_IDS } from '../../mocks/scenarios/personas.ts';
import { fromBase64 } from '../../mocks/rest/util.ts';
import { request, testWorld } from './support/rest-calls.ts';

/** The manifest calls (the JSON manifest and the same presentation as DASH): a failure of the service is their 503. */
const MANIFEST_CALLS = new Set(['getManifest', 'getDashManifest']);

function exampleOf(parameter: ParameterObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0];
  return first?.value;
}

/** The request body examples of an operation (with their content type), `$ref`s resolved. */
function bodyExamples(operation: OperationInfo): { contentType: string; value: unknown }[] {
  if (!operation.requestBody) return [];
  const body = resolved<RequestBodyObject>(operation.contract, [...operation.pointer, 'requestBody']);
  return Object.entries(body.value.content).flatMap(([contentType, media]: [string, MediaTypeObject]) => {
    const values: unknown[] = [];
    if (media.example !== undefined) values.push(media.example);
    for (const name of Object.keys(media.examples ?? {})) {
      const example = resolved<{ value?: unknown }>(operation.contract, [...body.pointer, 'content', contentType, 'examples', name]).value;
      values.push(example.value);
    }
    return values.map((value) => ({
      contentType,
      value: contentType === 'application/octet-stream' && typeof value === 'string' ? fromBase64(value) : value,
    }));
  });
}

/** A DRM token for `ch-amc` from a real manifest call (license calls need one the mock issued). */
async function drmTokenFor(world: World): Promise<string | undefined> {
  const response = await handleRest(world, request('GET', '/playback/manifest/CHANNEL/ch-amc')) ?? undefined;
  const manifest = response?.body.kind === 'json' ? (response.body.value as { drm?: { drmToken?: string } }) : undefined;
  return manifest?.drm?.drmToken;
}

/** Example requests for an operation: the contract's parameter and body examples. */
async function exampleRequests(world: World, operation: OperationInfo): Promise<MockRequest[]> {
  let path = operation.pathTemplate;
  const query = new URLSearchParams();
  const optionalQuery: [string, string][] = [];
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const example = exampleOf(parameter);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(example)));
    if (parameter.in === 'query' && example !== undefined) {
      if (parameter.required) query.set(parameter.name, String(example));
      else optionalQuery.push([parameter.name, String(example)]);
    }
    if (parameter.in === 'header' && example !== undefined) headers[parameter.name] = String(example);
  }
  if (operation.security.drmToken) headers['X-Auth-Token'] = (await drmTokenFor(world)) ?? headers['X-Auth-Token'] ?? '';
  const variants = [query.toString(), ...optionalQuery.map(([name, value]) => {
    const withOptional = new URLSearchParams(query);
    withOptional.set(name, value);
    return withOptional.toString();
  })];
  const bodies = operation.requestBody ? bodyExamples(operation) : [undefined];
  const requests: MockRequest[] = [];
  for (const variant of variants) {
    for (const body of bodies) {
      const url = variant ? `${path}?${variant}` : path;
      requests.push(
        request(operation.method, url, {
          headers,
          ...(body ? { body: body.value, contentType: body.contentType } : {}),
        }),
      );
    }
  }
  return requests;
}

function documentedErrorStatuses(operation: OperationInfo): number[] {
  return operation.statuses.map(Number).filter((status) => Number.isInteger(status) && status >= 400);
}

function faultsToTry(operation: OperationInfo): Fault[] {
  const faults: Fault[] = [{ kind: 'network' }, { kind: 'delay', ms: 250 }];
  for (const status of documentedErrorStatuses(operation)) faults.push({ kind: 'status', status });
  if (operation.security.sessionCookie) faults.push({ kind: 'unauthorized' });
  if (operation.contract === 'billing') {
    for (const code of [1102, 1250, 1253, 1262, 1276, 1300, 1301, 1302, 1406, 1512, 1803, 1806]) faults.push({ kind: 'billing-error', code });
  }
  if (operation.contract === 'profile') faults.push({ kind: 'profile-error', code: 50 });
  faults.push({ kind: 'geo-fail' }, { kind: 'timeout', ms: 250 });
  if (operation.contract === 'playback') {
    for (const name of PLAYBACK_ERROR_NAMES) faults.push({ kind: 'playback-error', name });
  }
  return faults;
}

function describeAnswer(operation: OperationInfo, mockRequest: MockRequest, response: MockResponse | null): string {
  const body = response?.body.kind === 'json' ? JSON.stringify(response.body.value).slice(0, 400) : response?.body.kind;
  return `${operation.operationId}: ${mockRequest.method} ${mockRequest.path}?${mockRequest.query.toString()} → ${response?.status} ${body}`;
}

async function check(operation: OperationInfo, world: World, mockRequest: MockRequest): Promise<string[]> {
  const response = await handleRest(world, mockRequest);
  if (!response) return [`${operation.operationId}: not handled`];
  const result = validateResponse(operation.operationId, response);
  return result.ok ? [] : result.problems.map((problem) => `${describeAnswer(operation, mockRequest, response)}: ${problem}`);
}

// The contracts' validators load on first use, and this file validates answers itself (the bound only guards a hang:
// the module is ≈ 1.7 MB of source to transform).
beforeAll(loadValidators, 600_000);

describe('every mock answer keeps the contract', () => {
  it('covers every operation of the three documents', async () => {
    const count = Object.values(documents).reduce(
      (sum, document) => sum + Object.values(document.paths).reduce((inner, item) => inner + Object.keys(item).filter((key) => key !== 'parameters').length, 0),
      0,
    );
    expect(operations.length).toBe(count);
  });

  for (const persona of PERSONA_IDS) {
    it(`answers the contract's example requests for the ${persona} persona`, async () => {
      const problems: string[] = [];
      for (const operation of operations) {
        const { world } = testWorld(persona);
        for (const mockRequest of await exampleRequests(world, operation)) problems.push(...(await check(operation, world, mockRequest)));
      }
      expect(problems).toEqual([]);
    });
  }

  it('answers every fault with a documented status and body', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      for (const fault of faultsToTry(operation)) {
        const { world } = testWorld('core-subscriber', { [operation.operationId]: [fault] });
        for (const mockRequest of await exampleRequests(world, operation)) {
          // The DRM token comes from a manifest call, which must not see the license faults.
          problems.push(...(await check(operation, world, mockRequest)).map((problem) => `[${fault.kind}] ${problem}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers without the session cookie with the documented 401', async () => {
    const problems: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.security.sessionCookie)) {
      const { world } = testWorld();
      for (const mockRequest of await exampleRequests(world, operation)) {
        const signedOut = { ...mockRequest, cookies: {} };
        const response = await handleRest(world, signedOut);
        if (response?.status !== 401) problems.push(`${describeAnswer(operation, signedOut, response)}: expected 401`);
        problems.push(...(await check(operation, world, signedOut)));
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents a 500 for an unexpected failure on every operation (the manifest calls, JSON and DASH, document their 503)', async () => {
    const missing = operations
      .filter((operation) => !operation.statuses.includes(MANIFEST_CALLS.has(operation.operationId) ? '503' : '500'))
      .map((operation) => `${operation.contract}: ${operation.operationId}`);
    expect(missing).toEqual([]);
  });

  it('answers a crashing handler with the documented 500 (503 for the manifest calls) in the contract envelope', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const route = routes.find((candidate) => candidate.operation.operationId === operation.operationId);
      if (!route) {
        problems.push(`${operation.operationId}: no route`);
        continue;
      }
      const { world } = testWorld();
      // The requests are built (and the DRM token fetched) before the handler is broken.
      const mockRequests = await exampleRequests(world, operation);
      const original = route.handler;
      route.handler = () => {
        throw new Error('boom');
      };
      try {
        const expected = MANIFEST_CALLS.has(operation.operationId) ? 503 : 500;
        for (const mockRequest of mockRequests) {
          const response = await handleRest(world, mockRequest);
          if (response?.status !== expected) problems.push(`${describeAnswer(operation, mockRequest, response)}: expected ${expected}`);
          problems.push(...(await check(operation, world, mockRequest)));
        }
      } finally {
        route.handler = original;
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers unknown paths and methods in the envelope of the contract they fall under', async () => {
    const { world } = testWorld();
    const cases: [string, string, 'profile' | 'billing' | 'playback', string, number][] = [
      ['GET', '/user/nothing-here', 'profile', 'Failure', 404],
      ['GET', '/geo/elsewhere', 'profile', 'Failure', 404],
      ['POST', '/billing/nothing', 'billing', 'BillingFailureEnvelope', 404],
      ['GET', '/playback/nothing', 'playback', 'PlaybackError', 404],
      ['DELETE', '/user/profiles/list.json', 'profile', 'Failure', 405],
      ['GET', '/billing/subscribe', 'billing', 'BillingFailureEnvelope', 405],
      ['PUT', '/playback/license/clearkey', 'playback', 'PlaybackError', 405],
    ];
    for (const [method, path, contract, schema, status] of cases) {
      const response = await handleRest(world, request(method, path));
      expect(response?.status, `${method} ${path}`).toBe(status);
      const validate = validatorAt(contract, ['components', 'schemas', schema]);
      const body = response?.body.kind === 'json' ? response.body.value : undefined;
      expect(validate(body), `${method} ${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});
