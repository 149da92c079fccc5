/**
 * The bridge between the checker's HTTP exchanges and the generated contract validators (common/openapi, shared with the mock world):
 * a request template becomes an `HttpRequest` (and, to ask "is this request valid?", a `ContractRequest`
 * for `validateRequest`); a real answer becomes a `ContractResponse` for `validateResponse`.
 */
import type { ContractBody, ContractRequest, ContractResponse } from '../../../common/openapi/exchange.ts';
import type { OperationInfo } from '../../../common/openapi/contracts.ts';
import { validateResponse, type ResponseCheck } from '../../../common/openapi/validate-response.ts';
import { validateRequest, type RequestCheck } from '../../../common/openapi/validate-request.ts';
import { unreadableBody, type HttpRequest, type HttpResponse, type RequestBody } from '../http.ts';
import type { Target } from '../model.ts';
import { pathAndQuery, type RequestTemplate } from './requests.ts';

export function formFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (value && typeof value === 'object') {
    for (const [name, field] of Object.entries(value)) fields[name] = typeof field === 'string' ? field : JSON.stringify(field);
  }
  return fields;
}

/** The body as it goes on the wire. Octet-stream examples are base64 text in the contract. */
export function wireBody(body: RequestTemplate['body']): RequestBody | undefined {
  if (!body) return undefined;
  if (body.contentType === 'application/octet-stream') {
    const bytes = typeof body.value === 'string' ? new Uint8Array(Buffer.from(body.value, 'base64')) : new Uint8Array();
    return { kind: 'bytes', value: bytes, contentType: body.contentType };
  }
  if (body.contentType === 'application/x-www-form-urlencoded') return { kind: 'form', value: formFields(body.value) };
  if (body.contentType === 'application/json') return { kind: 'json', value: body.value };
  return { kind: 'raw', value: typeof body.value === 'string' ? body.value : JSON.stringify(body.value), contentType: body.contentType };
}

export function baseUrlOf(target: Target, operation: OperationInfo): string {
  const base = target.rest?.[operation.contract];
  if (!base) throw new Error(`No REST base URL for the ${operation.contract} contract`);
  return base.replace(/\/+$/, '');
}

export function toHttpRequest(target: Target, operation: OperationInfo, template: RequestTemplate, overrides: Partial<HttpRequest> = {}): HttpRequest {
  const body = wireBody(template.body);
  return {
    method: operation.method,
    url: `${baseUrlOf(target, operation)}${pathAndQuery(operation, template)}`,
    headers: { ...template.headers },
    ...(body ? { body } : {}),
    ...overrides,
  };
}

/** Does the contract itself accept this request? (Used to keep only truly invalid negative cases.) */
export function contractAccepts(operation: OperationInfo, template: RequestTemplate): RequestCheck {
  const body = wireBody(template.body);
  const headers: Record<string, string> = { ...template.headers };
  if (template.body) headers['content-type'] = template.body.contentType;
  let parsed: unknown = template.body?.value;
  if (body?.kind === 'bytes') parsed = body.value;
  if (body?.kind === 'form') parsed = body.value;
  const request: ContractRequest = {
    method: operation.method,
    origin: 'http://conformance.invalid',
    path: operation.pathTemplate,
    query: new URLSearchParams(template.query),
    headers,
    cookies: {},
    body: parsed,
  };
  return validateRequest(operation, request, template.pathParams);
}

function contractBodyOf(response: HttpResponse): ContractBody {
  const body = response.body;
  switch (body.kind) {
    case 'json':
      return { kind: 'json', value: body.value };
    case 'text':
      return { kind: 'text', value: body.text, contentType: response.contentType || 'text/plain' };
    case 'bytes':
      return { kind: 'bytes', value: body.value, contentType: response.contentType || 'application/octet-stream' };
    case 'malformed-json':
    case 'invalid-utf8':
      return { kind: 'text', value: body.text, contentType: response.contentType };
    case 'empty':
      return { kind: 'empty' };
  }
}

/** Status documented, required headers present, content type documented, body valid for the schema. */
export function checkAgainstContract(operation: OperationInfo, response: HttpResponse): ResponseCheck {
  const unreadable = unreadableBody(response);
  if (unreadable) return { ok: false, operationId: operation.operationId, status: response.status, documentedAs: null, problems: [unreadable], schemaPaths: [''] };
  const answer: ContractResponse = { status: response.status, headers: response.headers, body: contractBodyOf(response) };
  return validateResponse(operation.operationId, answer, response.contentType || 'application/json');
}
