/**
 * Invalid variants of a valid request, for the negative checks: a required field left out, a value of
 * the wrong type, a value outside its enum, a number or string outside its range or pattern, an
 * unknown property where the schema forbids extras, no body, a body that is not JSON, and a JSON-only
 * operation's valid body sent form-encoded. Each candidate is kept only when the contract's own
 * request validator refuses it (or, for the content type, when the contract declares JSON only), so a
 * check never blames the server for accepting something the contract allows.
 */
import { resolved, validatorAt, type JsonSchema, type OperationInfo, type Pointer } from '../../../common/openapi/contracts.ts';
import { contractAccepts, formFields } from './exchange.ts';
import type { RequestTemplate } from './requests.ts';

export interface InvalidRequest {
  /** What is wrong, e.g. `body.name is missing`, `path.assetType is not one of its values`. */
  label: string;
  template: RequestTemplate;
  /** Send this text as the body instead (a body that does not parse, or one in the wrong media type). */
  rawBody?: { text: string; contentType: string };
  /** The body is fine but its media type is not one the operation declares: 415 is a right answer too. */
  wrongMediaType?: boolean;
}

/** The media type a JSON-only operation is sent in the wrong-content-type check. */
export const WRONG_MEDIA_TYPE = 'application/x-www-form-urlencoded';

interface Mutation {
  label: string;
  value: unknown;
}

function schemaAt(operation: OperationInfo, pointer: Pointer): { pointer: Pointer; schema: JsonSchema } {
  const found = resolved<JsonSchema>(operation.contract, pointer);
  return { pointer: found.pointer, schema: found.value ?? {} };
}

function primaryType(schema: JsonSchema, value: unknown): string {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return String(type.find((candidate) => candidate !== 'null') ?? 'string');
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

/** Values that break one rule of a schema each (the caller checks they really are invalid). */
function mutationsOf(schema: JsonSchema, value: unknown): Mutation[] {
  const mutations: Mutation[] = [];
  const type = primaryType(schema, value);
  const wrongType: Record<string, unknown> = {
    string: 12345,
    integer: 'not-a-number',
    number: 'not-a-number',
    boolean: 'not-a-boolean',
    array: 'not-an-array',
    object: 'not-an-object',
  };
  const article = /^[aeiou]/.test(type) ? 'an' : 'a';
  if (type in wrongType) mutations.push({ label: `is ${JSON.stringify(wrongType[type])} instead of ${article} ${type}`, value: wrongType[type] });
  if (Array.isArray(schema.enum)) mutations.push({ label: 'is not one of its enum values', value: 'not-a-listed-value' });
  if (typeof schema.minimum === 'number') mutations.push({ label: `is below its minimum ${schema.minimum}`, value: schema.minimum - 1 });
  if (typeof schema.maximum === 'number') mutations.push({ label: `is above its maximum ${schema.maximum}`, value: schema.maximum + 1 });
  if (typeof schema.exclusiveMinimum === 'number') mutations.push({ label: `is not above ${schema.exclusiveMinimum}`, value: schema.exclusiveMinimum });
  if (typeof schema.exclusiveMaximum === 'number') mutations.push({ label: `is not below ${schema.exclusiveMaximum}`, value: schema.exclusiveMaximum });
  if (typeof schema.minLength === 'number' && schema.minLength > 0) mutations.push({ label: 'is empty (shorter than its minLength)', value: '' });
  if (typeof schema.maxLength === 'number') {
    mutations.push({ label: `is longer than its maxLength ${schema.maxLength}`, value: 'x'.repeat(schema.maxLength + 1) });
  }
  if (typeof schema.pattern === 'string') mutations.push({ label: `does not match its pattern ${schema.pattern}`, value: '!no match!' });
  if (typeof schema.minItems === 'number' && schema.minItems > 0) mutations.push({ label: 'is an empty array (below its minItems)', value: [] });
  return mutations;
}

/** The object schema a body value follows (a root oneOf/anyOf: the branch the value matches). */
function objectSchemaFor(operation: OperationInfo, pointer: Pointer, value: unknown): { pointer: Pointer; schema: JsonSchema } {
  const root = schemaAt(operation, pointer);
  for (const combinator of ['oneOf', 'anyOf'] as const) {
    const branches = root.schema[combinator];
    if (!Array.isArray(branches)) continue;
    for (let index = 0; index < branches.length; index += 1) {
      const branch: Pointer = [...root.pointer, combinator, String(index)];
      if (validatorAt(operation.contract, branch)(value)) return schemaAt(operation, branch);
    }
  }
  return root;
}

function bodyCandidates(operation: OperationInfo, template: RequestTemplate): InvalidRequest[] {
  const declared = operation.requestBody;
  const body = template.body;
  const candidates: InvalidRequest[] = [];
  if (!declared) return candidates;
  if (declared.required) {
    const { body: _dropped, ...withoutBody } = template;
    candidates.push({ label: 'the required body is missing', template: withoutBody });
  }
  if (!body) return candidates;
  if (body.contentType === 'application/json') {
    candidates.push({ label: 'the body is not valid JSON', template, rawBody: { text: '{"truncated": ', contentType: 'application/json' } });
  }
  const entry = declared.content.find((content) => content.contentType === body.contentType);
  const value = body.value;
  if (!entry || typeof value !== 'object' || value === null || Array.isArray(value)) return candidates;
  const record = value as Record<string, unknown>;
  const { pointer, schema } = objectSchemaFor(operation, entry.schemaPointer, record);
  const withBody = (next: Record<string, unknown>): RequestTemplate => ({ ...template, body: { contentType: body.contentType, value: next } });
  for (const name of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
    const { [name]: _removed, ...rest } = record;
    candidates.push({ label: `body.${name} is missing`, template: withBody(rest) });
  }
  if (schema.additionalProperties === false) {
    candidates.push({ label: 'body has an undocumented property', template: withBody({ ...record, unexpected_field: 'x' }) });
  }
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(properties)) {
    const property = schemaAt(operation, [...pointer, 'properties', name]).schema;
    for (const mutation of mutationsOf(property, record[name])) {
      candidates.push({ label: `body.${name} ${mutation.label}`, template: withBody({ ...record, [name]: mutation.value }) });
    }
  }
  return candidates;
}

/** A JSON-only operation's valid body, sent form-encoded instead (last, so earlier check ids stay put). */
function mediaTypeCandidates(operation: OperationInfo, template: RequestTemplate): InvalidRequest[] {
  const declared = operation.requestBody;
  const body = template.body;
  if (!declared || !body || body.contentType !== 'application/json') return [];
  const jsonOnly = declared.content.every((content) => content.contentType === 'application/json');
  if (!jsonOnly || typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) return [];
  return [
    {
      label: `the body is sent as ${WRONG_MEDIA_TYPE} (the operation takes application/json only)`,
      template,
      rawBody: { text: new URLSearchParams(formFields(body.value)).toString(), contentType: WRONG_MEDIA_TYPE },
      wrongMediaType: true,
    },
  ];
}

function parameterCandidates(operation: OperationInfo, template: RequestTemplate): InvalidRequest[] {
  const candidates: InvalidRequest[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' && parameter.in !== 'path') continue;
    const schema = schemaAt(operation, parameter.schemaPointer).schema;
    const current = parameter.in === 'path' ? template.pathParams[parameter.name] : template.query.find(([name]) => name === parameter.name)?.[1];
    const withValue = (text: string | null): RequestTemplate => {
      if (parameter.in === 'path') return { ...template, pathParams: { ...template.pathParams, [parameter.name]: text ?? '' } };
      const query = template.query.filter(([name]) => name !== parameter.name);
      return { ...template, query: text === null ? query : [...query, [parameter.name, text]] };
    };
    if (parameter.in === 'query' && parameter.required) {
      candidates.push({ label: `query.${parameter.name} is missing`, template: withValue(null) });
    }
    for (const mutation of mutationsOf(schema, current)) {
      if (Array.isArray(mutation.value) || mutation.value === '' && parameter.in === 'path') continue;
      const text = typeof mutation.value === 'string' ? mutation.value : JSON.stringify(mutation.value);
      candidates.push({ label: `${parameter.in}.${parameter.name} ${mutation.label}`, template: withValue(text) });
    }
  }
  return candidates;
}

/** Invalid variants of `template` that the contract itself refuses, one per distinct label. */
export function invalidRequests(operation: OperationInfo, template: RequestTemplate): InvalidRequest[] {
  const seen = new Set<string>();
  const kept: InvalidRequest[] = [];
  const jsonBody = template.body?.contentType === 'application/json';
  for (const candidate of [...parameterCandidates(operation, template), ...bodyCandidates(operation, template), ...mediaTypeCandidates(operation, template)]) {
    let label = candidate.label;
    if (!candidate.rawBody) {
      const verdict = contractAccepts(operation, candidate.template);
      if (verdict.ok) continue;
      // Path, query and form values travel as text: the validator says best what is wrong with them.
      if (!(jsonBody && label.startsWith('body.'))) label = label.startsWith('the required body') ? label : verdict.issue.message;
    }
    if (seen.has(label)) continue;
    seen.add(label);
    kept.push({ ...candidate, label });
  }
  return kept;
}
