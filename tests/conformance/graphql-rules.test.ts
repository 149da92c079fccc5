/**
 * The GraphQL checker's rules without a server: the response-shape walker, which operations a schema
 * change concerns, and how diff results become checks (breaking fails, dangerous and safe pass).
 */
import { buildSchema, printSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadGraphQLContract, type ContractOperation, type GraphQLContract } from '../../scripts/conformance/graphql/contract.ts';
import { planSchemaDiffChecks } from '../../scripts/conformance/graphql/schema-diff.ts';
import { checkShape } from '../../scripts/conformance/graphql/shape.ts';
import { operationsConcernedBy, usageIndex, type OperationUsage } from '../../scripts/conformance/graphql/usage.ts';
import type { Target } from '../../scripts/conformance/model.ts';

let contract: GraphQLContract;
let usage: OperationUsage;
beforeAll(async () => {
  contract = await loadGraphQLContract();
  usage = usageIndex(contract.schema, contract.operations);
});

function operation(name: string): ContractOperation {
  const found = contract.operations.find((item) => item.name === name);
  if (!found) throw new Error(`no operation ${name}`);
  return found;
}

function notificationEvent(notification: Record<string, unknown> | null) {
  return { notificationChanged: { __typename: 'NotificationChange', type: 'CREATED', notificationId: 'n1', notification } };
}

const message = {
  __typename: 'MessageNotification',
  id: 'n1',
  type: 'MESSAGE',
  createdAt: '2026-11-22T10:00:00Z',
  acknowledgedAt: null,
  title: 'Hello',
  body: 'Text',
  imageURL: null,
};

describe('response shape', () => {
  const problemsOf = (data: unknown) => {
    const op = operation('NotificationChanged');
    return checkShape(contract.schema, op.document, op.definition, data, {}).problems;
  };

  it('accepts an answer shaped as the document asks, through inline fragments on the runtime type', () => {
    expect(problemsOf(notificationEvent(message))).toEqual([]);
    expect(problemsOf(notificationEvent(null))).toEqual([]);
  });

  it('names each place where the answer breaks the contract', () => {
    const { title: _title, ...withoutTitle } = message;
    expect(problemsOf(notificationEvent({ ...withoutTitle, body: null, type: 'SPAM', createdAt: 12, extra: 1 }))).toEqual([
      'data.notificationChanged.notification.type: expected a value of enum NotificationType (MESSAGE, NAVIGATION, SURVEY, EMAIL_VERIFICATION, REQUEST), got string "SPAM"',
      'data.notificationChanged.notification.createdAt: expected DateTime (an ISO 8601 date-time string), got number 12',
      'data.notificationChanged.notification.title: missing (the document asks for it)',
      'data.notificationChanged.notification.body: expected String! (non-null), got null',
      'data.notificationChanged.notification.extra: not asked for by the document',
    ]);
  });

  it('refuses a __typename that is not a possible type of the abstract field', () => {
    expect(problemsOf(notificationEvent({ ...message, __typename: 'Channel' }))).toEqual([
      'data.notificationChanged.notification.__typename: "Channel" is not a possible type of Notification (MessageNotification, NavigationNotification, SurveyNotification, EmailVerificationNotification, RequestNotification)',
    ]);
  });

  it('checks lists and objects by the contract types', () => {
    const op = operation('Preferences');
    const problems = checkShape(contract.schema, op.document, op.definition, { preferences: { name: 'x', value: 'y' } }, {}).problems;
    expect(problems).toEqual(['data.preferences: expected a list ([Preference!]), got an object']);
  });
});

describe('operations a schema change concerns', () => {
  it('follows fields through fragments across files', () => {
    expect(operationsConcernedBy(usage, 'FIELD_REMOVED', 'Channel.callsign')).toEqual(['AvailableChannels']);
    expect(operationsConcernedBy(usage, 'FIELD_REMOVED', 'Show.hasFollow')).toEqual(
      expect.arrayContaining(['CreateFollow', 'DeleteFollow', 'ShowFollowCreated', 'ShowFollowDeleted', 'Page', 'Tiles', 'SearchDropDown', 'ChannelCurrentBroadcastUpdated']),
    );
  });

  it('counts every value of an enum an operation reads or sends', () => {
    expect(operationsConcernedBy(usage, 'ENUM_VALUE_REMOVED', 'ChannelOrder.LINEUP')).toEqual(['AvailableChannels']);
    expect(operationsConcernedBy(usage, 'ENUM_VALUE_REMOVED', 'PageType.TOP')).toEqual(expect.arrayContaining(['Page', 'SearchDropDown']));
  });

  it('makes an argument type change concern every use of the field, a removed argument only its users', () => {
    expect(operationsConcernedBy(usage, 'FIELD_ARGUMENT_TYPE_CHANGED', 'Query.preferences.playerId')).toEqual(['Preferences']);
    expect(operationsConcernedBy(usage, 'FIELD_ARGUMENT_ADDED', 'Query.user.locale')).toEqual(['User']);
    expect(operationsConcernedBy(usage, 'FIELD_ARGUMENT_REMOVED', 'Query.page.nothing')).toEqual([]);
  });
});

describe('schema diff checks', () => {
  const target: Target = { rest: null, graphqlUrl: 'http://server.test/graphql', wsUrl: null, cookies: {}, headers: {}, timeoutMs: 1000 };

  it('reports dangerous changes as passing checks naming the operations, and groups safe ones', async () => {
    const sdl = printSchema(contract.schema)
      .replace(/enum ChannelOrder \{/, 'enum ChannelOrder {\n  POPULARITY')
      .replace(/type PageInfo \{/, 'type PageInfo {\n  pageNumber: Int\n  pageCount: Int');
    const checks = await planSchemaDiffChecks({ contractSchema: contract.schema, serverSchema: buildSchema(sdl), usage, target, graphqlUrl: target.graphqlUrl ?? '' });
    const outcomes = await Promise.all(checks.map(async (check) => [check.id, (await check.run({ target, signal: new AbortController().signal })).status, check.title]));
    expect(outcomes).toEqual([
      ['graphql:schema:ENUM_VALUE_ADDED:ChannelOrder.POPULARITY', 'passed', expect.stringMatching(/^dangerous .*POPULARITY.*concerns AvailableChannels$/)],
      ['graphql:schema:safe:FIELD_ADDED', 'passed', 'safe: 2 × field added (PageInfo.pageNumber, PageInfo.pageCount)'],
    ]);
  });
});
