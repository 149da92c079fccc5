/**
 * The analytics half of the checker (`--analytics <url>`): judges a collector of Segment's tracking API against the
 * tracking plan (contracts/analytics/tracking-plan.yaml). Each event's examples are sent, one batch each, and must get
 * the plan's `accepted` answer (positive); planted invalid events (cases.ts) must get its `refused` answer naming the
 * message (negative); and one batch of every example must be accepted whole. Batches go to `<url>/b` as analytics-next
 * sends them: `text/plain` JSON `{ batch, writeKey, sentAt }` with the write key as Basic auth too.
 */
import { judgeCollectorAnswer, type CollectorAnswerKind } from '../../../common/analytics/tracking-plan.ts';
import { send, unreadableBody, type HttpExchange } from '../http.ts';
import type { Check, CheckOutcome, Target } from '../model.ts';
import { failed, guarded, PASSED } from '../rest/outcome.ts';
import { CaseBuilder, type AnalyticsCase } from './cases.ts';

type Collector = NonNullable<Target['analytics']>;

function batchUrl(collector: Collector): string {
  return `${collector.url.replace(/\/+$/, '')}/b`;
}

async function sendBatch(target: Target, collector: Collector, messages: readonly unknown[], signal: AbortSignal): Promise<HttpExchange> {
  const { writeKey } = collector;
  return send(
    target,
    {
      method: 'POST',
      url: batchUrl(collector),
      headers: { authorization: `Basic ${Buffer.from(`${writeKey}:`).toString('base64')}` },
      body: { kind: 'raw', value: JSON.stringify({ batch: messages, writeKey, sentAt: new Date().toISOString() }), contentType: 'text/plain' },
    },
    signal,
  );
}

/** What is wrong with the answer, measured against the plan's `kind` answer; null when it is that answer. */
function answerProblem(exchange: HttpExchange, kind: CollectorAnswerKind): string | null {
  const { response } = exchange;
  const unreadable = unreadableBody(response);
  if (unreadable && response.status < 500) return unreadable;
  return judgeCollectorAnswer(kind, response.status, response.body.kind === 'json' ? response.body.value : undefined);
}

const ACCEPTED = "the tracking plan's accepted answer: 200 with { \"success\": true, … }";

function notABatchEndpoint(exchange: HttpExchange): string {
  return exchange.response.status === 404 || exchange.response.status === 405
    ? ` (is --analytics the base of the collector's tracking API, whose /b takes a batch — e.g. http://localhost:4400/__analytics/v1?)`
    : '';
}

async function expectAccepted(target: Target, collector: Collector, what: string, messages: readonly unknown[], signal: AbortSignal): Promise<CheckOutcome> {
  const exchange = await sendBatch(target, collector, messages, signal);
  const { status } = exchange.response;
  if (status >= 500) return failed(exchange, `answered ${status} (a server error) to ${what}`, ACCEPTED);
  const problem = answerProblem(exchange, 'accepted');
  if (!problem) return PASSED;
  if (status >= 400) return failed(exchange, `refused ${what} with ${status}${notABatchEndpoint(exchange)}`, ACCEPTED);
  return failed(exchange, `accepted ${what}, but ${problem}`, ACCEPTED);
}

async function expectRefused(target: Target, collector: Collector, planted: AnalyticsCase, signal: AbortSignal): Promise<CheckOutcome> {
  const exchange = await sendBatch(target, collector, [planted.message], signal);
  const { status, body } = exchange.response;
  const messageId = String(planted.message.messageId);
  const expected = `the tracking plan's refused answer: 400 naming message ${messageId}, which the plan refuses (${planted.violations.join(' ')})`;
  if (status >= 500) return failed(exchange, `answered ${status} (a server error) to ${planted.label}`, expected);
  if (status < 400) return failed(exchange, `accepted ${planted.label} with ${status}`, expected);
  const problem = answerProblem(exchange, 'refused');
  if (problem) return failed(exchange, `refused ${planted.label}, but ${problem}${notABatchEndpoint(exchange)}`, expected);
  const named = body.kind === 'json' && (body.value as { violations: { index: number; messageId: string | null }[] }).violations.some((entry) => entry.messageId === messageId || (entry.messageId === null && entry.index === 0));
  if (!named) return failed(exchange, `refused ${planted.label}, but its answer does not name message ${messageId} among the refused ones`, expected);
  return PASSED;
}

/** The checks of one collector; none without --analytics. */
export function planAnalyticsChecks(target: Target): Check[] {
  const collector = target.analytics;
  if (!collector) return [];
  const builder = new CaseBuilder();
  const path = `POST ${new URL(batchUrl(collector)).pathname}`;
  const check = (id: string, operation: string, kind: 'positive' | 'negative', title: string, run: (signal: AbortSignal) => Promise<CheckOutcome>): Check => ({
    id: `analytics/${operation}/${kind}/${id}`,
    contract: 'analytics',
    kind,
    operation,
    target: path,
    tags: ['analytics'],
    title,
    run: ({ signal }) => guarded(() => run(signal)),
  });
  const examples = builder.examples();
  const checks: Check[] = examples.map((example) =>
    check(example.key, example.event, 'positive', `accepts the plan's ${example.label}`, (signal) => expectAccepted(target, collector, `a valid event (the plan's ${example.label} of "${example.event}")`, [example.message], signal)),
  );
  const everyExample = new CaseBuilder().examples().map((example) => example.message);
  checks.push(
    check('every-example', 'batch', 'positive', `accepts one batch of every example (${everyExample.length} events)`, (signal) =>
      expectAccepted(target, collector, `a batch of ${everyExample.length} valid events (every example of the plan)`, everyExample, signal),
    ),
  );
  const unknown = builder.unknownEvent();
  checks.push(check(unknown.key, unknown.event, 'negative', `refuses ${unknown.label}`, (signal) => expectRefused(target, collector, unknown, signal)));
  for (const event of new Set(examples.map((example) => example.event))) {
    for (const planted of builder.planted(event)) {
      checks.push(check(planted.key, event, 'negative', `refuses ${planted.label}`, (signal) => expectRefused(target, collector, planted, signal)));
    }
  }
  return checks;
}
