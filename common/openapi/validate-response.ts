/**
 * Response validation against the contracts: is the status documented for the operation, are the
 * required headers there, and does the body match the documented content type and schema? Used by the
 * mocks' self-check tests and by the conformance checker (for a real backend's answers).
 */
import type { ContractResponse } from './exchange.ts';
import {
  operationById,
  type ContractName,
  resolved,
  validatorAt,
  type ErrorObject,
  type OperationInfo,
  type Pointer,
  type ResponseObject,
} from './contracts.ts';

export interface ResponseCheck {
  ok: boolean;
  operationId: string;
  status: number;
  /** The documented response key used (`'200'`, `'404'`, `'default'`), or null when none applies. */
  documentedAs: string | null;
  /** One sentence per violation; empty when `ok`. */
  problems: string[];
  /**
   * Where in the contract each problem's rule is, one per problem in the same order: a JSON pointer into the
   * contract's OpenAPI document, to the broken keyword for a body problem
   * (`profile#/components/schemas/GeoCheckResponse/properties/country/pattern`), to the documented response otherwise.
   */
  schemaPaths: string[];
}

/**
 * The contract's own location of the rule an error broke: from the response schema, the instance path is followed
 * through `$ref`s, `properties` and `items` (`profile#/components/schemas/Profile/required`); where the walk cannot
 * follow (a combinator), the location reached so far and the validator's own schema path.
 */
function ruleLocation(contract: ContractName, schemaPointer: Pointer, error: ErrorObject): string {
  let at = resolved<Record<string, unknown>>(contract, schemaPointer);
  const segments = error.instancePath ? error.instancePath.slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')) : [];
  for (const segment of segments) {
    const properties = at.value.properties as Record<string, unknown> | undefined;
    const step = /^\d+$/.test(segment) && at.value.items !== undefined ? ['items'] : properties && segment in properties ? ['properties', segment] : null;
    if (!step) return `${pointerText(contract, at.pointer)} ${error.schemaPath}`;
    at = resolved<Record<string, unknown>>(contract, [...at.pointer, ...step]);
  }
  const keyword = error.schemaPath.split('/').pop() ?? error.keyword;
  return at.value[keyword] === undefined ? `${pointerText(contract, at.pointer)} ${error.schemaPath}` : pointerText(contract, [...at.pointer, keyword]);
}

function pointerText(contract: string, pointer: readonly string[]): string {
  return `${contract}#/${pointer.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

function describeError(error: ErrorObject): string {
  const at = error.instancePath ? `body${error.instancePath.replace(/\//g, '.')}` : 'body';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${at}.${String(params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${at}.${String(params.additionalProperty)} is not allowed`;
    case 'unevaluatedProperties':
      return `${at}.${String(params.unevaluatedProperty)} is not allowed`;
    case 'enum':
      return `${at} must be one of ${JSON.stringify(params.allowedValues)}`;
    case 'const':
      return `${at} must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return `${at} ${error.message ?? 'is invalid'} (${error.schemaPath})`;
  }
}

function responsePointer(operation: OperationInfo, status: number): { key: string; pointer: Pointer } | null {
  const key = operation.statuses.includes(String(status))
    ? String(status)
    : operation.statuses.includes(`${String(status)[0]}XX`)
      ? `${String(status)[0]}XX`
      : operation.statuses.includes('default') && status >= 400
        ? 'default'
        : null;
  if (!key) return null;
  return { key, pointer: resolved<ResponseObject>(operation.contract, [...operation.pointer, 'responses', key]).pointer };
}

function mediaType(value: string): string {
  return value.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Checks a whole answer (the mock world's, or a real one translated) against its operation in the contracts. */
export function validateResponse(operationId: string, response: ContractResponse, jsonContentType = 'application/json'): ResponseCheck {
  const operation = operationById(operationId);
  const result: ResponseCheck = { ok: true, operationId, status: response.status, documentedAs: null, problems: [], schemaPaths: [] };
  if (response.networkError) return result;
  let at = pointerText(operation.contract, [...operation.pointer, 'responses']);
  const problem = (text: string, schemaPath = at) => {
    result.ok = false;
    result.problems.push(text);
    result.schemaPaths.push(schemaPath);
  };
  const documented = responsePointer(operation, response.status);
  if (!documented) {
    problem(`status ${response.status} is not documented for ${operationId} (documented: ${operation.statuses.join(', ')})`);
    return result;
  }
  result.documentedAs = documented.key;
  at = pointerText(operation.contract, documented.pointer);
  const declared = resolved<ResponseObject>(operation.contract, documented.pointer).value;

  const headers = Object.fromEntries(Object.entries(response.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  for (const [name, header] of Object.entries(declared.headers ?? {})) {
    const required = 'required' in header && header.required === true;
    if (required && headers[name.toLowerCase()] === undefined) problem(`header ${name} is required`);
  }

  const content = declared.content ?? {};
  const types = Object.keys(content);
  const body = response.body;
  if (body.kind === 'empty') {
    if (types.length > 0) problem(`a body is required (${types.join(' or ')})`);
    return result;
  }
  const sent = body.kind === 'json' ? mediaType(jsonContentType) : mediaType(body.contentType);
  if (!types.includes(sent)) {
    problem(`content type ${sent} is not documented for ${response.status} (documented: ${types.join(', ') || 'none'})`);
    return result;
  }
  if (body.kind === 'bytes') {
    if (body.value.byteLength === 0) problem('the binary body is empty');
    return result;
  }
  const value = body.kind === 'json' ? body.value : body.value;
  const schemaPointer = [...documented.pointer, 'content', sent, 'schema'];
  const validate = validatorAt(operation.contract, schemaPointer);
  if (!validate(value)) {
    const seen = new Set<string>();
    for (const error of validate.errors ?? []) {
      const text = describeError(error);
      if (!seen.has(text)) {
        seen.add(text);
        problem(text, ruleLocation(operation.contract, schemaPointer, error));
      }
    }
  }
  return result;
}
