/**
 * The contracts cover every call the spec names, and each REST operation is complete enough to mock,
 * type and check: an operationId, a tag, a 2xx, a 400, a 401 where the session cookie is needed, and
 * an example for every response body. A call dropped from a contract fails here by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  buildSchema,
  concatAST,
  isEnumType,
  Kind,
  parse,
  type GraphQLObjectType,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

interface MediaType {
  example?: unknown;
  examples?: Record<string, unknown>;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaType>;
}
interface OperationObject {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  openapi: string;
  security?: unknown[];
  paths: Record<string, Record<string, OperationObject>>;
  components?: { responses?: Record<string, ResponseObject>; schemas?: Record<string, { enum?: unknown[] }> };
}

const contractNames = ['profile', 'billing', 'playback'] as const;
const contracts = Object.fromEntries(
  contractNames.map((name) => [
    name,
    parseYaml(readFileSync(new URL(`../../contracts/openapi/${name}.yaml`, import.meta.url), 'utf8')) as OpenApiDocument,
  ]),
) as Record<(typeof contractNames)[number], OpenApiDocument>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function operations(document: OpenApiDocument): Array<{ method: string; path: string; operation: OperationObject }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

function resolveResponse(document: OpenApiDocument, response: ResponseObject): ResponseObject {
  if (!response.$ref) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  const resolved = document.components?.responses?.[name];
  if (!resolved) throw new Error(`unresolved response ${response.$ref}`);
  return resolved;
}

const requiredRestCalls: Record<(typeof contractNames)[number], string[]> = {
  profile: [
    'GET /user/profiles/list.json',
    'POST /user/profiles/switch.json',
    'GET /user/avatars',
    'POST /user/profiles/create.json',
    'POST /user/profiles/update.json',
    'POST /user/profiles/delete.json',
    'POST /user/change_email/init',
    'POST /user/change_email/poll',
    'POST /user/change_email/resend',
    'POST /user/change_mobile_number/init',
    'POST /user/change_mobile_number/poll',
    'POST /user/change_mobile_number/resend',
    'POST /user/change_mobile_number/confirm',
    'POST /user/verify_email/init',
    'POST /user/verify_email/poll',
    'GET /user',
    'PUT /user',
    'GET /user/devices',
    'POST /user/device_link/{token}',
    'GET /geo/check',
  ],
  billing: [
    'GET /billing/signup_details',
    'GET /billing/user_details',
    'POST /billing/upgrade_details',
    'POST /billing/subscribe',
    'POST /billing/update_subscription',
    'POST /billing/add_product',
    'POST /billing/remove_addon_extension',
    'POST /billing/update_payment_method',
    'POST /billing/depart',
    'POST /billing/retry_payment',
    'POST /billing/remove_payment_method',
    'POST /billing/apply_coupon',
    'POST /billing/logout_devices',
    'GET /billing/offer_details',
    'POST /billing/setup_intent',
    'POST /billing/store_subscription_details',
    'POST /billing/validate_zip',
    'POST /billing/enable_radar_zip_check',
  ],
  playback: [
    'GET /playback/manifest/{assetType}/{assetId}',
    'POST /playback/license/widevine',
    'POST /playback/license/playready',
    'POST /playback/license/clearkey',
    'POST /playback/fairplay/license',
    'GET /playback/fairplay/certificate',
  ],
};

describe('REST contracts', () => {
  it.each(contractNames)('%s.yaml is OpenAPI 3.1 and has every call of the spec', (name) => {
    const document = contracts[name];
    expect(document.openapi).toMatch(/^3\.1\./);
    const present = operations(document).map(({ method, path }) => `${method} ${path}`);
    expect(present).toEqual(expect.arrayContaining(requiredRestCalls[name]));
  });

  it('gives every operation a unique operationId and a tag', () => {
    const all = contractNames.flatMap((name) => operations(contracts[name]));
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter(({ operation }) => !operation.tags?.length).map(({ path }) => path)).toEqual([]);
  });

  it.each(contractNames)('%s.yaml documents success, malformed input and a missing session for every operation', (name) => {
    // An operation without parameters or body cannot receive malformed input, so it needs no 400.
    const document = contracts[name];
    const gaps: string[] = [];
    for (const { method, path, operation } of operations(document)) {
      const statuses = Object.keys(operation.responses);
      const needsSession = (operation.security ?? document.security ?? []).length > 0;
      if (!statuses.some((status) => /^2\d\d$|^3\d\d$/.test(status))) gaps.push(`${method} ${path}: no success response`);
      const takesInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
      if (takesInput && !statuses.includes('400')) gaps.push(`${method} ${path}: no 400`);
      if (needsSession && !statuses.includes('401')) gaps.push(`${method} ${path}: needs the session cookie but has no 401`);
    }
    expect(gaps).toEqual([]);
  });

  it.each(contractNames)('%s.yaml has an example for every response body', (name) => {
    const document = contracts[name];
    const missing: string[] = [];
    for (const { method, path, operation } of operations(document)) {
      for (const [status, reference] of Object.entries(operation.responses)) {
        const response = resolveResponse(document, reference);
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          const hasExample = media.example !== undefined || Object.keys(media.examples ?? {}).length > 0;
          if (!hasExample) missing.push(`${method} ${path} ${status} ${mediaType}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents the billing error codes of the spec as an enum', () => {
    const codes = contracts.billing.components?.schemas?.BillingErrorCode?.enum;
    expect(codes).toEqual(expect.arrayContaining([1102, 1253, 1262, 1276, 1406, 1512, 1803, 1806]));
  });
});

const schema = buildSchema(readFileSync(new URL('../../contracts/graphql/schema.graphql', import.meta.url), 'utf8'));
const operationsDir = new URL('../../contracts/graphql/operations/', import.meta.url);
const operationFiles = readdirSync(operationsDir).filter((file) => file.endsWith('.graphql'));
const clientDocuments = concatAST(operationFiles.map((file) => parse(readFileSync(new URL(file, operationsDir), 'utf8'))));

/** Root fields selected by the clients' operations, per operation type. */
function rootFieldsSent(kind: 'query' | 'mutation' | 'subscription'): string[] {
  return clientDocuments.definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .filter((definition) => definition.operation === kind)
    .flatMap((definition) => definition.selectionSet.selections)
    .flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
}

const requiredRootFields = {
  query: [
    'page',
    'tiles',
    'searchDropDown',
    'availableChannels',
    'notifications',
    'preferences',
    'user',
    'activeUserProfile',
    'userBasicInfo',
    'userSubscription',
    'player',
    'channel',
  ],
  mutation: [
    'createFavoriteChannel',
    'deleteFavoriteChannel',
    'createFollow',
    'deleteFollow',
    'removeFromRecentPresentations',
    'assignExperiment',
    'enrollInFastPlan',
    'updatePreference',
    'acknowledgeNotifications',
    'performNotificationAction',
  ],
  subscription: [
    'notificationChanged',
    'channelIsFavoriteChanged',
    'channelCurrentBroadcastUpdated',
    'showFollowCreated',
    'showFollowDeleted',
    'displayTimeUpdated',
    'userSubscriptionChanged',
    'playerRegistrationChanged',
  ],
} as const;

describe('GraphQL contract', () => {
  const roots: Record<keyof typeof requiredRootFields, GraphQLObjectType | null | undefined> = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };

  it.each(Object.keys(requiredRootFields) as Array<keyof typeof requiredRootFields>)(
    'has every %s of the spec, and the clients send each one',
    (kind) => {
      const fields = Object.keys(roots[kind]?.getFields() ?? {});
      expect(fields).toEqual(expect.arrayContaining([...requiredRootFields[kind]]));
      expect(rootFieldsSent(kind)).toEqual(expect.arrayContaining([...requiredRootFields[kind]]));
    },
  );

  it('pages connections with the four statuses of the spec', () => {
    const status = schema.getType('ConnectionStatus');
    expect(isEnumType(status) && status.getValues().map((value) => value.name)).toEqual([
      'UNKNOWN',
      'VALID',
      'STALE',
      'MISSING',
    ]);
    const summary = schema.getType('ConnectionSummary') ?? schema.getType('TileConnectionSummary');
    expect(summary && 'getFields' in summary ? Object.keys(summary.getFields()) : []).toEqual(
      expect.arrayContaining(['totalCount', 'initialRelativeIndex']),
    );
  });

  it('has every page type and capability of the spec', () => {
    const values = (name: string) => {
      const type = schema.getType(name);
      return isEnumType(type) ? type.getValues().map((value) => value.name) : [];
    };
    expect(values('PageType')).toEqual(
      expect.arrayContaining(['HOME', 'SAVED', 'CHANNEL', 'COLLECTION_GROUP', 'SHOW', 'PRESENTATION', 'EPISODE', 'GUIDE', 'SEARCH', 'TILE_GROUP', 'TOP']),
    );
    expect(values('Capability')).toEqual(
      expect.arrayContaining([
        'COLLECTION_TILE_GROUPS',
        'HERO_PROMOTION',
        'MOVIE_SHOWINGS',
        'GUIDE_FILTERS_V2',
        'GUIDE_RECENT_GROUP',
        'TILE_GROUP_LAYOUT',
        'COLLECTION_GROUPS',
        'OUT_OF_PLAN_CONTENT',
      ]),
    );
  });

  it('describes every type and field it defines', () => {
    const undocumented: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description) undocumented.push(type.name);
      if ('getFields' in type) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});
