/**
 * The tracking plan (contracts/analytics/tracking-plan.yaml) into generated/analytics/:
 * - `events.ts`: each event's property type (openapi-typescript, from the plan's schemas placed as OpenAPI
 *   components), the map event name → properties that `track()` is typed by, the analytics version, and which
 *   integrations each event goes to and which ones do-not-sell turns off — types and small constants only;
 * - `tracking-plan.json`: the plan itself, for the mock collector and the conformance checker;
 * - `validators.js` / `validators.d.ts`: each event's properties schema compiled by ajv (standalone code, as the
 *   REST validators), keyed by event name, which the mock collector judges arriving events with, and the body schemas
 *   of the collector's two answers (`#/collector/accepted`, `#/collector/refused`), which the conformance checker
 *   judges a collector's answers with.
 *
 * The plan is checked first (`checkTrackingPlan`): every event lists integrations the plan declares (Segment.io
 * among them), has at least one example, and every example is valid against its event's schema; the collector's
 * answers have a 2xx (accepted) and a 4xx (refused) status and schemas that compile. A plan that
 * fails does not generate: `npm run codegen` and `codegen:check` stop naming the event and the problem.
 */
import { standaloneAjv, standaloneValidatorsModule } from './validators.ts';

export interface TrackingPlanIntegration {
  description: string;
  /** What the do-not-sell setting does to it: `disable` turns it off for every event. */
  doNotSell: 'keep' | 'disable';
}

export interface TrackingPlanEvent {
  description: string;
  integrations: string[];
  properties: Record<string, unknown>;
  examples: unknown[];
}

/** What a collector answers: its status and the schema of its body. */
interface CollectorAnswer {
  status: number;
  schema: Record<string, unknown>;
}

/** The collector's answers the plan names (`collector:`), each compiled into the validators as `#/collector/<answer>`. */
const COLLECTOR_ANSWERS = ['accepted', 'refused'] as const;

export interface TrackingPlan {
  analyticsVersion: number;
  appVersion: string;
  integrations: Record<string, TrackingPlanIntegration>;
  collector: Record<(typeof COLLECTOR_ANSWERS)[number], CollectorAnswer>;
  events: Record<string, TrackingPlanEvent>;
  definitions?: Record<string, unknown>;
}

/** The one integration every event reaches: the collector (Segment's tracking API) itself. */
const COLLECTOR = 'Segment.io';
const PLAN_ID = 'tracking-plan.json';

export class TrackingPlanError extends Error {
  override name = 'TrackingPlanError';
}

function schemaRef(event: string): string {
  return `${PLAN_ID}#/events/${encodeURIComponent(event).replace(/~/g, '~0')}/properties`;
}

/** The validators' key of a collector answer's body schema (no event name starts with `#`: the plan check refuses it). */
function collectorAnswerKey(answer: (typeof COLLECTOR_ANSWERS)[number]): string {
  return `#/collector/${answer}`;
}

function checkCollector(plan: Partial<TrackingPlan>, ajv: ReturnType<typeof standaloneAjv>, problems: string[]): void {
  for (const answer of COLLECTOR_ANSWERS) {
    const declared = plan.collector?.[answer];
    const where = `collector.${answer}`;
    if (!declared) {
      problems.push(`${where}: the plan must say what a collector answers (status and schema).`);
      continue;
    }
    if (!Number.isInteger(declared.status) || declared.status < 200 || declared.status > 499) problems.push(`${where}: status must be an HTTP status from 200 to 499.`);
    try {
      ajv.compile({ $ref: `${PLAN_ID}#/collector/${answer}/schema` });
    } catch (error) {
      problems.push(`${where}: its schema does not compile: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const { accepted, refused } = plan.collector ?? {};
  if (accepted && refused && !(accepted.status < 300 && refused.status >= 400)) problems.push('collector: accepted must be a 2xx and refused a 4xx.');
}

/** Reads a parsed YAML document as a plan, refusing one that breaks the plan's own rules. */
export function checkTrackingPlan(value: unknown): TrackingPlan {
  const problems: string[] = [];
  const plan = value as Partial<TrackingPlan> | null;
  if (typeof plan !== 'object' || plan === null) throw new TrackingPlanError('The tracking plan is not a YAML mapping.');
  if (!Number.isInteger(plan.analyticsVersion)) problems.push('analyticsVersion must be an integer.');
  if (typeof plan.appVersion !== 'string') problems.push('appVersion must be a string.');
  const integrations = plan.integrations ?? {};
  if (!(COLLECTOR in integrations)) problems.push(`integrations must declare "${COLLECTOR}".`);
  for (const [name, integration] of Object.entries(integrations)) {
    if (integration.doNotSell !== 'keep' && integration.doNotSell !== 'disable') problems.push(`integration "${name}": doNotSell must be keep or disable.`);
  }
  const events = plan.events ?? {};
  if (Object.keys(events).length === 0) problems.push('events: the plan names no event.');
  const ajv = standaloneAjv();
  ajv.addSchema(plan as object, PLAN_ID);
  checkCollector(plan, ajv, problems);
  for (const [name, event] of Object.entries(events)) {
    const where = `event "${name}"`;
    if (name.startsWith('#')) problems.push(`${where}: an event name never starts with "#" (the validators' keys of the collector's answers do).`);
    if (!Array.isArray(event.integrations) || !event.integrations.includes(COLLECTOR)) problems.push(`${where}: integrations must list "${COLLECTOR}".`);
    for (const integration of event.integrations ?? []) {
      if (!(integration in integrations)) problems.push(`${where}: integration "${integration}" is not declared under integrations.`);
    }
    if (!Array.isArray(event.examples) || event.examples.length === 0) problems.push(`${where}: needs at least one example.`);
    let validate;
    try {
      validate = ajv.compile({ $ref: schemaRef(name) });
    } catch (error) {
      problems.push(`${where}: its properties schema does not compile: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    (event.examples ?? []).forEach((example, index) => {
      if (!validate(example)) {
        const why = (validate.errors ?? []).map((error) => `${error.instancePath || '(properties)'} ${error.message ?? ''}`).join('; ');
        problems.push(`${where}: example ${index + 1} is not valid against its schema: ${why}`);
      }
    });
  }
  if (problems.length > 0) throw new TrackingPlanError(`contracts/analytics/tracking-plan.yaml breaks the plan's rules:\n  ${problems.join('\n  ')}`);
  return plan as TrackingPlan;
}

/** The plan's schemas as an OpenAPI document's components, for openapi-typescript (one type per event). */
export function planAsOpenApi(plan: TrackingPlan): Record<string, unknown> {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' ? inner.replace(/^#\/definitions\//, '#/components/schemas/') : rewrite(inner),
      ]),
    );
  };
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(plan.definitions ?? {})) schemas[name] = rewrite(schema);
  for (const [name, event] of Object.entries(plan.events)) schemas[name] = rewrite(event.properties);
  return { openapi: '3.1.0', info: { title: 'Airwave tracking plan', version: String(plan.analyticsVersion) }, paths: {}, components: { schemas } };
}

/** The constants and the name → properties map that follow the generated component types. */
export function eventsModuleTail(plan: TrackingPlan): string {
  const names = Object.keys(plan.events);
  const integrations = Object.keys(plan.integrations);
  const disabled = integrations.filter((name) => plan.integrations[name]?.doNotSell === 'disable');
  const lines = [
    '',
    '/** Every event of the tracking plan → the type of its properties. `track()` is typed by this map. */',
    'export interface AnalyticsEventProperties {',
    ...names.map((name) => `  ${JSON.stringify(name)}: components['schemas'][${JSON.stringify(name)}];`),
    '}',
    '',
    'export type AnalyticsEventName = keyof AnalyticsEventProperties;',
    '',
    '/** The integrations (destinations) the plan declares. */',
    `export type AnalyticsIntegration = ${integrations.map((name) => JSON.stringify(name)).join(' | ')};`,
    '',
    '/** The analytics version every event carries (context.analyticsVersion). */',
    `export const ANALYTICS_VERSION = ${plan.analyticsVersion};`,
    '',
    '/** The app core, player and tile module version (context.app.version). */',
    `export const ANALYTICS_APP_VERSION = ${JSON.stringify(plan.appVersion)};`,
    '',
    '/** Which integrations each event goes to. */',
    'export const EVENT_INTEGRATIONS: { readonly [Name in AnalyticsEventName]: readonly AnalyticsIntegration[] } = {',
    ...names.map((name) => `  ${JSON.stringify(name)}: ${JSON.stringify(plan.events[name]?.integrations ?? [])},`),
    '};',
    '',
    '/** The integrations the do-not-sell setting turns off, for every event. */',
    `export const DO_NOT_SELL_DISABLED: readonly AnalyticsIntegration[] = ${JSON.stringify(disabled)};`,
    '',
  ];
  return lines.join('\n');
}

export function analyticsValidatorsModule(plan: TrackingPlan, banner: string): { code: string; types: string } {
  const ajv = standaloneAjv();
  ajv.addSchema(plan as object, PLAN_ID);
  const exportsByEvent = new Map<string, string>();
  for (const name of Object.keys(plan.events)) {
    const exported = `validator${exportsByEvent.size}`;
    exportsByEvent.set(name, exported);
    ajv.addSchema({ $ref: schemaRef(name) }, exported);
  }
  for (const answer of COLLECTOR_ANSWERS) {
    const exported = `validator${exportsByEvent.size}`;
    exportsByEvent.set(collectorAnswerKey(answer), exported);
    ajv.addSchema({ $ref: `${PLAN_ID}#/collector/${answer}/schema` }, exported);
  }
  return standaloneValidatorsModule(ajv, exportsByEvent, {
    banner,
    factory: 'createEventValidators',
    tableDoc: "Event name → the compiled validator of its properties; `#/collector/accepted` and `#/collector/refused` → the validator of the collector's answer body.",
    validatorType: 'EventValidator',
  });
}
