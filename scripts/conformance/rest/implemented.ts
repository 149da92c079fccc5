/**
 * "Not implemented" as a verdict of its own. After the checks ran, every answer of the run (the
 * `AnswerLog` that `send` fills, lookups included) is sorted by the REST operation it went to. An
 * operation whose every answer was the server's generic not-found — the answer it gives a path no
 * contract has, learnt by asking for one — or a 405/501 has not been built: its checks are folded into
 * one `implementation` result (status `not-implemented`) instead of dozens of failures, or of passes on
 * the router's "not found" that happens to look like a documented 404.
 *
 * The generic not-found is asked for only when an operation got nothing but 404/405/501, once per
 * contract origin, path prefix (`/user`, `/billing`, …) and method, and an answer is generic when its
 * status, content type and body are the same with the request's path written out of the body (a router
 * that says "Cannot POST /user/profiles/update.json" says the same of the probe's path) and digits masked.
 */
import { randomUUID } from 'node:crypto';
import { operations, type OperationInfo } from '../../../common/openapi/contracts.ts';
import { send, UnreachableError } from '../http.ts';
import { AnswerLog, type CheckResult, type RecordedAnswer, type Target } from '../model.ts';
import { operationTarget } from './requests.ts';

/** Statuses that say "no such operation here" whatever their body (the proxy's `auto` routes read them the same way). */
export const NOT_THERE = new Set([405, 501]);

interface Route {
  operation: OperationInfo;
  pattern: RegExp;
  /** Path parameters in the template: a literal path wins over a templated one that also matches. */
  parameters: number;
}

const ROUTES: readonly Route[] = operations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.pathTemplate.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`),
  parameters: (operation.pathTemplate.match(/\{/g) ?? []).length,
}));

function operationKey(contract: string, operationId: string): string {
  return `${contract}/${operationId}`;
}

/** The operation an answer's request went to, by contract origin, method and path; null for anything else. */
function operationOfAnswer(target: Target, answer: Pick<RecordedAnswer, 'method' | 'url'>): OperationInfo | null {
  let url: URL;
  try {
    url = new URL(answer.url);
  } catch {
    return null;
  }
  const candidates = ROUTES.filter((route) => {
    if (route.operation.method !== answer.method) return false;
    const base = target.rest?.[route.operation.contract];
    if (!base) return false;
    const baseUrl = new URL(base);
    const basePath = baseUrl.pathname.replace(/\/+$/, '');
    if (baseUrl.origin !== url.origin || !url.pathname.startsWith(basePath)) return false;
    return route.pattern.test(url.pathname.slice(basePath.length));
  });
  candidates.sort((a, b) => a.parameters - b.parameters);
  return candidates[0]?.operation ?? null;
}

/** The body with the request's path (in its spellings) written out and digits masked, for comparing wordings. */
export function normalizedBody(body: string, requestUrl: string): string {
  const url = new URL(requestUrl);
  const decoded = (() => {
    try {
      return decodeURIComponent(url.pathname);
    } catch {
      return url.pathname;
    }
  })();
  const spellings = [requestUrl, `${url.pathname}${url.search}`, url.pathname, decoded, url.pathname.replace(/\//g, '\\/')]
    .filter((spelling) => spelling.length > 1)
    .sort((a, b) => b.length - a.length);
  let text = body;
  for (const spelling of spellings) text = text.split(spelling).join('{path}');
  return text.replace(/\d+/g, '0');
}

interface NotFoundShape {
  contentType: string;
  body: string;
}

/** Learns what the server answers for paths no contract has, memoized per origin, path prefix and method. */
class GenericNotFound {
  private readonly shapes = new Map<string, Promise<NotFoundShape[]>>();
  private readonly token = randomUUID().slice(0, 8);

  constructor(
    private readonly target: Target,
    private readonly signal: AbortSignal,
  ) {}

  private shapesFor(base: string, prefix: string, method: string): Promise<NotFoundShape[]> {
    const key = `${method} ${base} ${prefix}`;
    let shapes = this.shapes.get(key);
    if (!shapes) {
      shapes = this.probe(base, prefix, method);
      this.shapes.set(key, shapes);
    }
    return shapes;
  }

  private async probe(base: string, prefix: string, method: string): Promise<NotFoundShape[]> {
    const root = base.replace(/\/+$/, '');
    const paths = [...new Set([`${prefix}/conformance-no-such-route-${this.token}`, `/conformance-no-such-route-${this.token}`])];
    const found: NotFoundShape[] = [];
    for (const path of paths) {
      const url = `${root}${path}`;
      const body = method === 'GET' || method === 'DELETE' ? undefined : { kind: 'json' as const, value: {} };
      // The probe is recorded in a log of its own (it belongs to no operation), the same way as the run's answers.
      const probeLog = new AnswerLog();
      try {
        await send({ ...this.target, answers: probeLog }, { method, url, ...(body ? { body } : {}) }, this.signal);
      } catch (error) {
        if (!(error instanceof UnreachableError)) throw error;
      }
      const answer = probeLog.answers[0];
      if (answer?.status === 404) found.push({ contentType: answer.contentType, body: normalizedBody(answer.body, url) });
    }
    return found;
  }

  async isGeneric(answer: RecordedAnswer, operation: OperationInfo): Promise<boolean> {
    if (answer.status !== 404) return false;
    const base = this.target.rest?.[operation.contract];
    if (!base) return false;
    const prefix = `/${operation.pathTemplate.split('/')[1] ?? ''}`;
    const shapes = await this.shapesFor(base, prefix, answer.method);
    const body = normalizedBody(answer.body, answer.url);
    return shapes.some((shape) => shape.contentType === answer.contentType && shape.body === body);
  }
}

export interface NotImplementedOperation {
  operation: OperationInfo;
  /** Every answer the operation got. */
  answers: RecordedAnswer[];
}

/** The operations that got answers, and only the server's generic not-found (or 405/501) among them. */
export async function findNotImplemented(target: Target, log: AnswerLog, signal: AbortSignal): Promise<NotImplementedOperation[]> {
  const byOperation = new Map<OperationInfo, RecordedAnswer[]>();
  for (const answer of log.answers) {
    const operation = operationOfAnswer(target, answer);
    if (operation) byOperation.set(operation, [...(byOperation.get(operation) ?? []), answer]);
  }
  const generic = new GenericNotFound(target, signal);
  const found: NotImplementedOperation[] = [];
  for (const [operation, answers] of byOperation) {
    if (!answers.every((answer) => answer.status === 404 || NOT_THERE.has(answer.status))) continue;
    let built = false;
    for (const answer of answers) {
      if (NOT_THERE.has(answer.status) || (await generic.isGeneric(answer, operation))) continue;
      built = true;
      break;
    }
    if (!built) found.push({ operation, answers });
  }
  return found;
}

function describeAnswer(answer: RecordedAnswer): string {
  const body = answer.body.length > 300 ? `${answer.body.slice(0, 300)}…` : answer.body;
  return `${answer.status}${answer.contentType ? ` ${answer.contentType}` : ''}${body ? ` ${body}` : ''}`;
}

function verdictMessage(missing: NotImplementedOperation, checks: number): string {
  const statuses = [...new Set(missing.answers.map((answer) => answer.status))].sort();
  const generic = statuses.includes(404) ? "the server's generic not-found (the 404 it gives a path no contract has)" : '';
  const refused = statuses.filter((status) => NOT_THERE.has(status)).join('/');
  const what = [generic, refused].filter(Boolean).join(' or ');
  const count = missing.answers.length === 1 ? 'the one answer' : `all ${missing.answers.length} answers`;
  return `not implemented: ${count} to ${operationTarget(missing.operation)} ${missing.answers.length === 1 ? 'was' : 'were'} ${what} (${checks === 1 ? '1 check' : `${checks} checks`})`;
}

/**
 * Replaces the results of each not-implemented operation with one `implementation` result, where its first
 * check stood. An operation's results are its own checks and the failures filed under it (a journey's
 * step); a method check goes with them when no operation on its path is built either.
 */
export function foldNotImplemented(results: readonly CheckResult[], missing: readonly NotImplementedOperation[]): CheckResult[] {
  const byKey = new Map(missing.map((item) => [operationKey(item.operation.contract, item.operation.operationId), item]));
  const builtPaths = new Set(operations.filter((operation) => !byKey.has(operationKey(operation.contract, operation.operationId))).map((operation) => `${operation.contract} ${operation.pathTemplate}`));
  const folded = new Map<string, CheckResult[]>();
  const kept: (CheckResult | string)[] = [];
  for (const result of results) {
    const key = operationKey(result.contract, result.operation);
    const item = byKey.get(key);
    const methodOnBuiltPath = result.kind === 'method' && item !== undefined && builtPaths.has(`${result.contract} ${item.operation.pathTemplate}`);
    if (!item || methodOnBuiltPath) {
      kept.push(result);
      continue;
    }
    if (!folded.has(key)) {
      folded.set(key, []);
      kept.push(key);
    }
    folded.get(key)?.push(result);
  }
  return kept.map((entry) => {
    if (typeof entry !== 'string') return entry;
    const item = byKey.get(entry) as NotImplementedOperation;
    const group = folded.get(entry) ?? [];
    const sample = item.answers.find((answer) => answer.status === 404) ?? item.answers[0];
    const { operation } = item;
    return {
      id: `${operation.contract}/${operation.operationId}/implementation`,
      contract: operation.contract,
      kind: 'implementation',
      operation: operation.operationId,
      target: operationTarget(operation),
      tags: [...new Set(group.flatMap((result) => result.tags))],
      title: group.length === 1 ? 'its 1 check, reported as this one result' : `its ${group.length} checks, reported as this one result`,
      outcome: {
        status: 'not-implemented',
        notImplemented: {
          message: verdictMessage(item, group.length),
          checks: group.length,
          actual: sample ? describeAnswer(sample) : 'no answer',
          ...(sample ? { reproduction: sample.curl } : {}),
        },
      },
      durationMs: group.reduce((total, result) => total + result.durationMs, 0),
    };
  });
}
