/**
 * Notifications: the list (newest first, types filter, unacknowledged only, cursor paging, summary counts),
 * acknowledging, request actions, and the record → contract mapping for all five kinds. Changes emit
 * notificationChanged (UPDATED, or DELETED when an action removes the notification).
 */
import type {
  EmailVerificationNotification,
  MessageNotification,
  MutationAcknowledgeNotificationsArgs,
  MutationPerformNotificationActionArgs,
  NavigationAction,
  NavigationNotification,
  NotificationConnection,
  NotificationType,
  QueryNotificationsArgs,
  RequestNotification,
  RequestNotificationAction,
  SurveyNotification,
  SurveyQuestion,
} from '../../generated/graphql/schema.ts';
import type { NotificationRecord, World } from '../db/world.ts';
import { graphQLError, nowIso, type GraphQLContext } from './context.ts';
import { absoluteUrl } from './images.ts';
import { pageWindow } from './pagination.ts';
import { HOME_PATH } from '../../common/links.ts';

export type NotificationModel =
  | MessageNotification
  | NavigationNotification
  | SurveyNotification
  | EmailVerificationNotification
  | RequestNotification;

/** Action ids that remove a request notification instead of acknowledging it. */
export const REMOVING_ACTION_IDS = new Set(['delete', 'remove']);

type Content = Record<string, unknown>;

const text = (content: Content, name: string, fallback = ''): string => {
  const value = content[name];
  return typeof value === 'string' ? value : fallback;
};

const record = (value: unknown): Content => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Content) : {});
const list = (value: unknown): Content[] => (Array.isArray(value) ? value.map(record) : []);

function url(ctx: GraphQLContext, value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? absoluteUrl(ctx.origin, value) : null;
}

function navigationAction(ctx: GraphQLContext, value: unknown): NavigationAction {
  const content = record(value);
  return {
    __typename: 'NavigationAction',
    label: text(content, 'label', 'Learn more'),
    iconURL: url(ctx, content['iconURL']),
    url: text(content, 'url', HOME_PATH),
  };
}

function questions(value: unknown): SurveyQuestion[] {
  return list(value).map((question, position) => ({
    __typename: 'SurveyQuestion',
    id: text(question, 'id', String(position + 1)),
    name: text(question, 'name'),
    answers: list(question['answers']).map((answer, answerPosition) => ({
      __typename: 'SurveyAnswer',
      id: text(answer, 'id', String(answerPosition + 1)),
      name: text(answer, 'name'),
    })),
  }));
}

export function requestActions(ctx: GraphQLContext, value: unknown): RequestNotificationAction[] {
  return list(value).map((action, position) => ({
    __typename: 'RequestNotificationAction',
    actionId: text(action, 'actionId', String(position + 1)),
    label: text(action, 'label'),
    iconURL: url(ctx, action['iconURL']),
  }));
}

export function notificationModel(ctx: GraphQLContext, item: NotificationRecord): NotificationModel {
  const common = { id: item.id, type: item.type, createdAt: item.createdAt, acknowledgedAt: item.acknowledgedAt };
  const content = item.content;
  switch (item.type) {
    case 'MESSAGE':
      return { __typename: 'MessageNotification', ...common, title: text(content, 'title'), body: text(content, 'body'), imageURL: url(ctx, content['imageURL']) };
    case 'NAVIGATION':
      return {
        __typename: 'NavigationNotification',
        ...common,
        title: text(content, 'title'),
        body: text(content, 'body'),
        imageURL: url(ctx, content['imageURL']),
        navigationAction: navigationAction(ctx, content['navigationAction']),
      };
    case 'SURVEY':
      return { __typename: 'SurveyNotification', ...common, pollName: text(content, 'pollName', 'welcome'), questions: questions(content['questions']) };
    case 'EMAIL_VERIFICATION': {
      const action = content['action'] === 'ADD' || content['action'] === 'VERIFY' ? content['action'] : ctx.world.account.user.email ? 'VERIFY' : 'ADD';
      return { __typename: 'EmailVerificationNotification', ...common, action };
    }
    case 'REQUEST':
      return {
        __typename: 'RequestNotification',
        ...common,
        title: text(content, 'title'),
        body: text(content, 'body'),
        imageURL: url(ctx, content['imageURL']),
        isDismissible: content['isDismissible'] !== false,
        actions: requestActions(ctx, content['actions']),
      };
  }
}

function newestFirst(items: NotificationRecord[]): NotificationRecord[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id));
}

function notifications(ctx: GraphQLContext, args: QueryNotificationsArgs): NotificationConnection {
  const types = args.types && args.types.length > 0 ? new Set(args.types) : null;
  const ofTypes = newestFirst(ctx.world.account.notifications).filter((item) => !types || types.has(item.type));
  const shown = args.unacknowledgedOnly ? ofTypes.filter((item) => item.acknowledgedAt === null) : ofTypes;
  const scope = `notifications:${[...(types ?? [])].sort().join(',')}:${args.unacknowledgedOnly ? 'unacknowledged' : 'all'}`;
  const window = pageWindow(scope, shown.map((item) => item.id), { first: args.first, after: args.after }, { defaultCount: Math.max(1, shown.length) });
  return {
    __typename: 'NotificationConnection',
    edges: window.edges.flatMap((edge) => {
      const item = shown[edge.index];
      return item ? [{ __typename: 'NotificationEdge' as const, cursor: edge.cursor, node: notificationModel(ctx, item) }] : [];
    }),
    pageInfo: window.pageInfo,
    status: window.status,
    summary: {
      __typename: 'NotificationSummary',
      totalCount: ofTypes.length,
      unacknowledgedCount: ofTypes.filter((item) => item.acknowledgedAt === null).length,
      initialRelativeIndex: null,
    },
  };
}

function acknowledge(ctx: GraphQLContext, args: MutationAcknowledgeNotificationsArgs): NotificationModel[] {
  const ids = new Set(args.notificationIds);
  const now = nowIso(ctx);
  const changed: NotificationRecord[] = [];
  for (const item of ctx.world.account.notifications) {
    if (!ids.has(item.id)) continue;
    if (item.acknowledgedAt === null) {
      item.acknowledgedAt = now;
      changed.push(item);
    }
  }
  for (const item of changed) ctx.world.events.emit('notificationChanged', { type: 'UPDATED', notificationId: item.id });
  return ctx.world.account.notifications.filter((item) => ids.has(item.id)).map((item) => notificationModel(ctx, item));
}

function performAction(ctx: GraphQLContext, args: MutationPerformNotificationActionArgs): NotificationModel | null {
  const account = ctx.world.account;
  const item = account.notifications.find((candidate) => candidate.id === args.notificationId);
  if (!item) throw graphQLError(`Unknown notification '${args.notificationId}'.`, 'NOT_FOUND');
  if (item.type !== 'REQUEST') throw graphQLError('Only request notifications have actions.', 'BAD_USER_INPUT');
  const action = requestActions(ctx, item.content['actions']).find((candidate) => candidate.actionId === args.actionId);
  if (!action) throw graphQLError(`Unknown action '${args.actionId}'.`, 'BAD_USER_INPUT');
  if (REMOVING_ACTION_IDS.has(action.actionId)) {
    withdraw(account, item.id);
    ctx.world.events.emit('notificationChanged', { type: 'DELETED', notificationId: item.id });
    return null;
  }
  item.acknowledgedAt ??= nowIso(ctx);
  item.content = { ...item.content, performedActionId: action.actionId };
  ctx.world.events.emit('notificationChanged', { type: 'UPDATED', notificationId: item.id });
  return notificationModel(ctx, item);
}

export const NOTIFICATION_TYPES: readonly NotificationType[] = ['MESSAGE', 'NAVIGATION', 'SURVEY', 'EMAIL_VERIFICATION', 'REQUEST'];

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** Removes a notification from the account; its id is never handed out again in this world. */
function withdraw(account: World['account'], id: string): void {
  account.notifications = account.notifications.filter((item) => item.id !== id);
  account.retiredNotificationIds = [...(account.retiredNotificationIds ?? []), id];
}

/**
 * A new unacknowledged notification of that kind, created now with its kind-specific content (the contract's
 * field names), pushed live as CREATED. Its id is `ntf_live_{n}`, the first n neither taken nor withdrawn.
 */
export function createNotification(world: World, type: NotificationType, content: Record<string, unknown>): NotificationRecord {
  const taken = (id: string) => world.account.notifications.some((item) => item.id === id) || (world.account.retiredNotificationIds ?? []).includes(id);
  let n = 1;
  while (taken(`ntf_live_${n}`)) n += 1;
  const item: NotificationRecord = { id: `ntf_live_${n}`, type, createdAt: world.clock.now().toISOString(), acknowledgedAt: null, content };
  world.account.notifications = [item, ...world.account.notifications];
  world.events.emit('notificationChanged', { type: 'CREATED', notificationId: item.id });
  return item;
}

/** Removes a notification (pushed live as DELETED); false when there is none with that id. */
export function deleteNotification(world: World, id: string): boolean {
  if (!world.account.notifications.some((item) => item.id === id)) return false;
  withdraw(world.account, id);
  world.events.emit('notificationChanged', { type: 'DELETED', notificationId: id });
  return true;
}

export const notificationResolvers = {
  Query: {
    notifications: (_: unknown, args: QueryNotificationsArgs, ctx: GraphQLContext) => notifications(ctx, args),
  },
  Mutation: {
    acknowledgeNotifications: (_: unknown, args: MutationAcknowledgeNotificationsArgs, ctx: GraphQLContext) => acknowledge(ctx, args),
    performNotificationAction: (_: unknown, args: MutationPerformNotificationActionArgs, ctx: GraphQLContext) => performAction(ctx, args),
  },
};
