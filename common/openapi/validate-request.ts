/**
 * Request validation against the operation's OpenAPI schemas (path and query parameters, headers
 * marked required, and the request body for its content type), with one clear message per failure:
 * `body.product_id must be string`, `query.token is required`. The mock world refuses what this refuses,
 * and the conformance checker expects a backend to.
 */
import type { ContractRequest } from './exchange.ts';
import {
  resolved,
  validatorAt,
  type ContractName,
  type ErrorObject,
  type JsonSchema,
  type OperationInfo,
  type Pointer,
  type ResolvedParameter,
} from './contracts.ts';

export type IssueLocation = 'path' | 'query' | 'header' | 'body';

export interface RequestIssue {
  location: IssueLocation;
  /** `body.poll.answer`, `query.token`, `header.X-Auth-Token`, `path.assetType`. */
  field: string;
  /** Property path inside the location (`['poll', 'answer']`, `['kids', '0']`); empty for the root. */
  path: string[];
  /** The JSON Schema keyword that failed (`required`, `type`, `pattern`, …) or `parse` / `missing`. */
  keyword: string;
  /** The whole sentence, e.g. `body.product_id must be string`. */
  message: string;
}

export type RequestCheck = { ok: true } | { ok: false; issue: RequestIssue };

const OK: RequestCheck = { ok: true };

function fail(issue: RequestIssue): RequestCheck {
  return { ok: false, issue };
}

// ---------------------------------------------------------------------------------------------------
// ajv errors → one issue
// ---------------------------------------------------------------------------------------------------

function segmentsOf(instancePath: string): string[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function fieldName(base: string, path: readonly string[]): string {
  let name = base;
  for (const segment of path) name += /^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`;
  return name;
}

function listValues(values: unknown): string {
  if (!Array.isArray(values)) return '';
  const shown = values.slice(0, 10).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  return values.length > shown.length ? `${shown.join(', ')}, …` : shown.join(', ');
}

function describe(location: IssueLocation, base: string, error: ErrorObject): RequestIssue {
  const path = segmentsOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const at = fieldName(base, path);
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const full = [...path, missing];
      return { location, path: full, field: fieldName(base, full), keyword: 'required', message: `${fieldName(base, full)} is required` };
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const full = [...path, extra];
      return {
        location,
        path: full,
        field: fieldName(base, full),
        keyword: 'additionalProperties',
        message: `${fieldName(base, full)} is not allowed`,
      };
    }
    case 'enum':
      return { location, path, field: at, keyword: 'enum', message: `${at} must be one of: ${listValues(params.allowedValues)}` };
    case 'const':
      return { location, path, field: at, keyword: 'const', message: `${at} must be ${JSON.stringify(params.allowedValue)}` };
    case 'propertyNames':
      return {
        location,
        path,
        field: at,
        keyword: 'propertyNames',
        message: `${at} has an invalid property name ${JSON.stringify(params.propertyName)}`,
      };
    case 'unevaluatedProperties': {
      const extra = String(params.unevaluatedProperty);
      const full = [...path, extra];
      return {
        location,
        path: full,
        field: fieldName(base, full),
        keyword: 'unevaluatedProperties',
        message: `${fieldName(base, full)} is not allowed`,
      };
    }
    default:
      return { location, path, field: at, keyword: error.keyword, message: `${at} ${error.message ?? 'is invalid'}` };
  }
}

/** Keywords that only summarise errors found deeper (reported only when nothing deeper explains them). */
const SUMMARY_KEYWORDS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not']);

/** How weak a hint an error is about what the caller meant (lower is more specific). */
function weakness(error: ErrorObject): number {
  if (error.keyword === 'type') return 0;
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') return 3;
  if (error.keyword === 'required') return 2;
  if (SUMMARY_KEYWORDS.has(error.keyword)) return 4;
  return 1;
}

function usefulErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const hasPropertyNames = errors.some((error) => error.keyword === 'propertyNames');
  const seen = new Set<string>();
  const kept: ErrorObject[] = [];
  for (const error of errors) {
    if (hasPropertyNames && error.schemaPath.includes('/propertyNames/')) continue;
    const key = `${error.instancePath}|${error.keyword}|${error.message ?? ''}|${JSON.stringify(error.params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(error);
  }
  const specific = kept.filter((error) => !SUMMARY_KEYWORDS.has(error.keyword));
  return specific.length > 0 ? specific : kept;
}

function bestError(errors: readonly ErrorObject[]): ErrorObject | undefined {
  const useful = usefulErrors(errors);
  return [...useful].sort((a, b) => weakness(a) - weakness(b))[0];
}

/**
 * Validates a value against the schema at `pointer`. A root `oneOf`/`anyOf` (a body with two shapes,
 * such as `SubscribeRequest`) is explained by the branch the value came closest to, rather than by
 * the errors of every branch at once; a branch whose `const` the value contradicts is never closest.
 */
function schemaErrors(contract: ContractName, pointer: Pointer, value: unknown): ErrorObject[] | null {
  const validate = validatorAt(contract, pointer);
  if (validate(value)) return null;
  const all = [...(validate.errors ?? [])];
  const target = resolved<JsonSchema>(contract, pointer);
  const combinator = Array.isArray(target.value.oneOf) ? 'oneOf' : Array.isArray(target.value.anyOf) ? 'anyOf' : null;
  if (!combinator) return all;
  const branches = (target.value[combinator] as unknown[]).map((_, index) => {
    const branch = validatorAt(contract, [...target.pointer, combinator, String(index)]);
    return branch(value) ? [] : usefulErrors(branch.errors ?? []);
  });
  const failing = branches.filter((errors) => errors.length > 0);
  if (failing.length < branches.length) return all;
  // A branch refused on a `const` (e.g. `survey_submitted: true` against the shape without a survey)
  // is one the value's own choice rules out: explain the branch the value chose instead.
  const score = (errors: ErrorObject[]): number =>
    (errors.some((error) => error.keyword === 'const') ? 1000 : 0) +
    errors.length * 10 +
    Math.max(...errors.map((error) => weakness(error)));
  return [...failing].sort((a, b) => score(a) - score(b))[0] ?? all;
}

function check(
  location: IssueLocation,
  base: string,
  contract: ContractName,
  pointer: Pointer,
  value: unknown,
): RequestCheck {
  const errors = schemaErrors(contract, pointer, value);
  if (!errors) return OK;
  const error = bestError(errors);
  if (!error) return fail({ location, path: [], field: base, keyword: 'invalid', message: `${base} is invalid` });
  return fail(describe(location, base, error));
}

// ---------------------------------------------------------------------------------------------------
// Parameters
// ---------------------------------------------------------------------------------------------------

/** Path, query and header values are strings; turn them into the schema's scalar type when it has one. */
function coerce(contract: ContractName, parameter: ResolvedParameter, raw: string): unknown {
  const schema = resolved<JsonSchema>(contract, parameter.schemaPointer).value;
  const type = schema.type;
  if ((type === 'integer' || type === 'number') && raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

function headerValue(request: ContractRequest, name: string): string | undefined {
  return request.headers[name.toLowerCase()];
}

/**
 * Whether checking a request of this operation can read a schema (a parameter checkParameters checks: not a cookie, a
 * header only when required; or a body): only then does it need the contracts' validators (`loadValidators`). A call
 * with neither (GET /geo/check, which the app sends as it starts) is checked without them.
 */
export function checksWithSchemas(operation: OperationInfo): boolean {
  return operation.requestBody !== null || operation.parameters.some(isCheckedParameter);
}

/** A parameter checkParameters checks: not a cookie; a header only when the contract marks it required (optional ones, Pragma, …, are advisory). */
type Parameter = OperationInfo['parameters'][number];
function isCheckedParameter(parameter: Parameter): parameter is Parameter & { in: Exclude<Parameter['in'], 'cookie'> } {
  return parameter.in !== 'cookie' && (parameter.in !== 'header' || parameter.required === true);
}

function checkParameters(
  operation: OperationInfo,
  request: ContractRequest,
  pathParams: Record<string, string>,
): RequestCheck {
  for (const parameter of operation.parameters) {
    if (!isCheckedParameter(parameter)) continue;
    let raw: string | undefined;
    let base: string;
    switch (parameter.in) {
      case 'path':
        raw = pathParams[parameter.name];
        base = `path.${parameter.name}`;
        break;
      case 'query':
        raw = request.query.get(parameter.name) ?? undefined;
        base = `query.${parameter.name}`;
        break;
      case 'header':
        raw = headerValue(request, parameter.name);
        base = `header.${parameter.name}`;
        break;
    }
    const location: IssueLocation = parameter.in;
    if (raw === undefined) {
      if (parameter.required) {
        return fail({ location, path: [], field: base, keyword: 'required', message: `${base} is required` });
      }
      continue;
    }
    const result = check(location, base, operation.contract, parameter.schemaPointer, coerce(operation.contract, parameter, raw));
    if (!result.ok) return result;
  }
  return OK;
}

// ---------------------------------------------------------------------------------------------------
// Body
// ---------------------------------------------------------------------------------------------------

function mediaType(header: string | undefined): string | undefined {
  return header?.split(';')[0]?.trim().toLowerCase() || undefined;
}

function checkBody(operation: OperationInfo, request: ContractRequest): RequestCheck {
  const declared = operation.requestBody;
  // An operation that takes no body ignores whatever a client sends (`{}` on a poll, say).
  if (!declared) return OK;
  if (request.bodyError !== undefined) {
    return fail({
      location: 'body',
      path: [],
      field: 'body',
      keyword: 'parse',
      message: request.bodyError || 'body is not valid',
    });
  }
  const body = request.body;
  if (body === undefined || body === null || (typeof body === 'string' && body === '')) {
    if (!declared.required) return OK;
    return fail({ location: 'body', path: [], field: 'body', keyword: 'missing', message: 'body is required' });
  }
  // The body's Content-Type must be one the operation declares: a form-encoded or text body on a
  // JSON operation is refused as malformed input, however its fields would read.
  const sent = mediaType(request.headers['content-type']);
  const entry = declared.content.find((content) => content.contentType === sent);
  if (!entry) {
    const expected = declared.content.map((content) => content.contentType).join(' or ');
    return fail({
      location: 'body',
      path: [],
      field: 'body',
      keyword: 'contentType',
      message: `body must be sent as ${expected} (Content-Type ${sent === undefined ? 'missing' : sent})`,
    });
  }
  if (entry.contentType === 'application/octet-stream') {
    const length = body instanceof Uint8Array ? body.byteLength : typeof body === 'string' ? body.length : -1;
    if (length < 0) {
      return fail({ location: 'body', path: [], field: 'body', keyword: 'type', message: 'body must be binary (application/octet-stream)' });
    }
    if (length === 0) {
      return fail({ location: 'body', path: [], field: 'body', keyword: 'minLength', message: 'body must not be empty' });
    }
    return OK;
  }
  if (body instanceof Uint8Array) {
    return fail({ location: 'body', path: [], field: 'body', keyword: 'type', message: `body must be ${entry.contentType}` });
  }
  return check('body', 'body', operation.contract, entry.schemaPointer, body);
}

/** Checks a request against its operation: path and query parameters, required headers, then the body. */
export function validateRequest(
  operation: OperationInfo,
  request: ContractRequest,
  pathParams: Record<string, string>,
): RequestCheck {
  const parameters = checkParameters(operation, request, pathParams);
  if (!parameters.ok) return parameters;
  return checkBody(operation, request);
}
