/**
 * What the checker sends an analytics collector, derived from the tracking plan alone
 * (generated/analytics/tracking-plan.json): each event's examples as `track` messages in Segment's wire format (the
 * format analytics-next sends), and planted invalid ones — an unknown event name, a property of the wrong type, a
 * required property missing, an extra property on a closed schema. A planted case is kept only when the plan's own
 * judge (`judgeMessage`, the one rule the mock collector records with) finds it invalid, so the checker never
 * expects a refusal the plan would not make.
 */
import { randomUUID } from 'node:crypto';
import { judgeMessage, trackingPlan } from '../../../common/analytics/tracking-plan.ts';

/** One message the checker sends, and what the plan says of it. */
export interface AnalyticsCase {
  /** Stable within the plan: `example-1`, `wrong-type`, `missing-required`, `extra-property`, `unknown-event`. */
  key: string;
  /** The event name sent (the plan's; for the unknown event, one it does not have). */
  event: string;
  /** For a report: "example 1", "an event missing a required property (properties.query)". */
  label: string;
  message: Record<string, unknown>;
  /** `judgeMessage`'s verdict: none for an example, at least one for a planted case. */
  violations: string[];
}

type Schema = Record<string, unknown>;

const isRecord = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The name the checker sends as an event the plan does not have. */
const UNPLANNED_EVENT = 'Unplanned Event (conformance check)';
/** The property added to a closed schema's example. */
const EXTRA_PROPERTY = 'conformanceUnplannedProperty';

/** A schema with its `$ref` to the plan's `definitions` followed (the plan's only kind of reference). */
function resolved(schema: unknown): Schema {
  let current = schema;
  for (let depth = 0; depth < 10 && isRecord(current) && typeof current.$ref === 'string'; depth += 1) {
    const name = /^#\/definitions\/(.+)$/.exec(current.$ref)?.[1];
    current = name ? trackingPlan.definitions[decodeURIComponent(name)] : undefined;
  }
  return isRecord(current) ? current : {};
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function allows(types: readonly unknown[], value: unknown): boolean {
  const type = jsonTypeOf(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

const WRONG_VALUES: readonly unknown[] = ['wrong type', 42, true, ['wrong type'], { wrong: 'type' }];

/** The first property (required ones first) whose schema names its type, with a value of another type. */
function wrongTypedProperty(schema: Schema): { name: string; value: unknown } | null {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
  const names = [...required, ...Object.keys(properties).filter((name) => !required.includes(name))];
  for (const name of names) {
    const type = resolved(properties[name]).type;
    const types = Array.isArray(type) ? type : type === undefined ? [] : [type];
    if (types.length === 0) continue;
    const value = WRONG_VALUES.find((candidate) => !allows(types, candidate));
    if (value !== undefined) return { name, value };
  }
  return null;
}

/** Builds the messages of one run: every message id is new, since collectors (Segment's too) drop a repeated one. */
export class CaseBuilder {
  private readonly run = randomUUID();
  private count = 0;

  /** A `track` message as analytics-next sends it, routed to the integrations the plan gives the event. */
  message(event: string, properties: unknown): Record<string, unknown> {
    this.count += 1;
    const integrations = trackingPlan.events[event]?.integrations ?? ['Segment.io'];
    return {
      type: 'track',
      event,
      properties,
      context: {
        analyticsVersion: trackingPlan.analyticsVersion,
        app: { name: 'airwave-conformance', version: trackingPlan.appVersion },
        library: { name: 'airwave-conformance', version: '1' },
      },
      integrations: { All: false, ...Object.fromEntries(integrations.map((name) => [name, true])) },
      anonymousId: `conformance-${this.run}`,
      messageId: `conformance-${this.run}-${this.count}`,
      timestamp: new Date().toISOString(),
    };
  }

  private judged(key: string, event: string, label: string, properties: unknown): AnalyticsCase {
    const message = this.message(event, properties);
    return { key, event, label, message, violations: judgeMessage(message) };
  }

  /** Each example of each event, in the plan's order. */
  examples(): AnalyticsCase[] {
    return Object.entries(trackingPlan.events).flatMap(([event, planned]) =>
      planned.examples.map((example, index) => this.judged(`example-${index + 1}`, event, `example ${index + 1}`, example)),
    );
  }

  /** The planted invalid cases of one event (from its first example), each one the plan refuses. */
  planted(event: string): AnalyticsCase[] {
    const planned = trackingPlan.events[event];
    const example = planned?.examples[0];
    if (!planned || !isRecord(example)) return [];
    const schema = resolved(planned.properties);
    const cases: AnalyticsCase[] = [];
    const wrong = wrongTypedProperty(schema);
    if (wrong) cases.push(this.judged('wrong-type', event, `an event with a property of the wrong type (properties.${wrong.name}: ${JSON.stringify(wrong.value)})`, { ...example, [wrong.name]: wrong.value }));
    const required = Array.isArray(schema.required) ? schema.required.find((name): name is string => typeof name === 'string') : undefined;
    if (required) {
      const { [required]: _left, ...rest } = example;
      cases.push(this.judged('missing-required', event, `an event missing a required property (properties.${required})`, rest));
    }
    if (schema.additionalProperties === false) {
      cases.push(this.judged('extra-property', event, `an event with a property its closed schema does not have (properties.${EXTRA_PROPERTY})`, { ...example, [EXTRA_PROPERTY]: true }));
    }
    return cases.filter((planted) => planted.violations.length > 0);
  }

  /** A `track` message naming an event the plan does not have. */
  unknownEvent(): AnalyticsCase {
    // The first event's example as properties: only the name is wrong.
    const properties = Object.values(trackingPlan.events)[0]?.examples[0] ?? {};
    const name = UNPLANNED_EVENT in trackingPlan.events ? `${UNPLANNED_EVENT} ${this.run}` : UNPLANNED_EVENT;
    return this.judged('unknown-event', name, `an event the plan does not have ("${name}")`, properties);
  }
}
