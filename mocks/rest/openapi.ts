/**
 * The three OpenAPI documents (their generated JSON forms), an index of their operations and one ajv
 * instance (JSON Schema 2020-12) that holds each document whole, so `#/components/...` refs resolve
 * inside it. Request validation (validate.ts) and response validation (validate-response.ts) compile
 * their schemas here, once per schema location.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import billingDocument from '../../generated/rest/billing.openapi.json';
import playbackDocument from '../../generated/rest/playback.openapi.json';
import profileDocument from '../../generated/rest/profile.openapi.json';

export type ContractName = 'profile' | 'billing' | 'playback';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'];

/** A JSON Schema as it appears in the documents (only read, never built here). */
export type JsonSchema = Record<string, unknown>;

interface Reference {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown } | Reference>;
}

export interface RequestBodyObject {
  required?: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, { required?: boolean; schema?: JsonSchema } | Reference>;
  content?: Record<string, MediaTypeObject>;
}

type SecurityRequirement = Record<string, string[]>;

interface OperationObject {
  operationId: string;
  parameters?: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject | Reference;
  responses: Record<string, ResponseObject | Reference>;
  security?: SecurityRequirement[];
}

type PathItemObject = Partial<Record<Lowercase<HttpMethod>, OperationObject>> & {
  parameters?: (ParameterObject | Reference)[];
};

export interface OpenApiDocument {
  paths: Record<string, PathItemObject>;
  security?: SecurityRequirement[];
  components?: Record<string, Record<string, unknown>>;
}

export const documents: Record<ContractName, OpenApiDocument> = {
  profile: profileDocument as unknown as OpenApiDocument,
  billing: billingDocument as unknown as OpenApiDocument,
  playback: playbackDocument as unknown as OpenApiDocument,
};

export const CONTRACT_NAMES: readonly ContractName[] = ['profile', 'billing', 'playback'];

// ---------------------------------------------------------------------------------------------------
// JSON pointers and $ref resolution inside one document
// ---------------------------------------------------------------------------------------------------

export type Pointer = readonly string[];

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
}

function pointerFromRef(ref: string): Pointer {
  if (!ref.startsWith('#/')) throw new Error(`Only local refs are supported in the contracts, got "${ref}"`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function valueAt(contract: ContractName, pointer: Pointer): unknown {
  let node: unknown = documents[contract];
  for (const segment of pointer) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Follows `$ref`s from a pointer; returns the pointer of the object finally referred to. */
export function resolvePointer(contract: ContractName, pointer: Pointer): Pointer {
  let current = pointer;
  for (let hops = 0; hops < 16; hops += 1) {
    const node = valueAt(contract, current);
    if (!isReference(node)) return current;
    current = pointerFromRef(node.$ref);
  }
  throw new Error(`Too many $ref hops at ${current.join('/')}`);
}

export function resolved<T>(contract: ContractName, pointer: Pointer): { pointer: Pointer; value: T } {
  const at = resolvePointer(contract, pointer);
  return { pointer: at, value: valueAt(contract, at) as T };
}

// ---------------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------------

export interface ResolvedParameter extends ParameterObject {
  /** Pointer to the parameter's schema, for ajv. */
  schemaPointer: Pointer;
}

export interface OperationInfo {
  contract: ContractName;
  operationId: string;
  method: HttpMethod;
  pathTemplate: string;
  pointer: Pointer;
  parameters: ResolvedParameter[];
  /** The request body's content types with a pointer to each schema; null when the operation takes none. */
  requestBody: { required: boolean; content: { contentType: string; schemaPointer: Pointer }[] } | null;
  /** Which credentials the operation needs (from `security`, or the document's global default). */
  security: { sessionCookie: boolean; drmToken: boolean };
  /** Documented response statuses (`'200'`, `'404'`, `'default'`, …). */
  statuses: string[];
}

function collectParameters(contract: ContractName, base: Pointer, list: unknown): ResolvedParameter[] {
  if (!Array.isArray(list)) return [];
  return list.map((_, index) => {
    const { pointer, value } = resolved<ParameterObject>(contract, [...base, String(index)]);
    return { ...value, schemaPointer: [...pointer, 'schema'] };
  });
}

function indexOperations(): OperationInfo[] {
  const operations: OperationInfo[] = [];
  for (const contract of CONTRACT_NAMES) {
    const document = documents[contract];
    for (const [pathTemplate, item] of Object.entries(document.paths)) {
      const shared = collectParameters(contract, ['paths', pathTemplate, 'parameters'], item.parameters);
      for (const method of HTTP_METHODS) {
        const operation = item[method.toLowerCase() as Lowercase<HttpMethod>];
        if (!operation) continue;
        const pointer: Pointer = ['paths', pathTemplate, method.toLowerCase()];
        const own = collectParameters(contract, [...pointer, 'parameters'], operation.parameters);
        const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
        let requestBody: OperationInfo['requestBody'] = null;
        if (operation.requestBody) {
          const body = resolved<RequestBodyObject>(contract, [...pointer, 'requestBody']);
          requestBody = {
            required: body.value.required === true,
            content: Object.keys(body.value.content).map((contentType) => ({
              contentType,
              schemaPointer: [...body.pointer, 'content', contentType, 'schema'],
            })),
          };
        }
        const requirements = operation.security ?? document.security ?? [];
        const schemes = new Set(requirements.flatMap((requirement) => Object.keys(requirement)));
        operations.push({
          contract,
          operationId: operation.operationId,
          method,
          pathTemplate,
          pointer,
          parameters,
          requestBody,
          security: { sessionCookie: schemes.has('sessionCookie'), drmToken: schemes.has('drmToken') },
          statuses: Object.keys(operation.responses),
        });
      }
    }
  }
  return operations;
}

export const operations: readonly OperationInfo[] = indexOperations();

const byId = new Map(operations.map((operation) => [operation.operationId, operation]));

export function operationById(operationId: string): OperationInfo {
  const operation = byId.get(operationId);
  if (!operation) throw new Error(`No operation "${operationId}" in the REST contracts`);
  return operation;
}

// ---------------------------------------------------------------------------------------------------
// ajv
// ---------------------------------------------------------------------------------------------------

const ajv = new Ajv2020({
  // The documents carry OpenAPI keywords ajv does not know (`example`, `discriminator`,
  // `x-enum-varnames`, …): ignore them rather than declare each one.
  strict: false,
  allErrors: true,
  validateFormats: true,
});
addFormats(ajv);
// Binary bodies are checked by the handlers (non-empty bytes), not by a format.
ajv.addFormat('binary', true);
for (const contract of CONTRACT_NAMES) ajv.addSchema(documents[contract], documentId(contract));

function documentId(contract: ContractName): string {
  return `${contract}.openapi.json`;
}

function encodePointer(pointer: Pointer): string {
  return pointer.map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
}

const compiled = new Map<string, ValidateFunction>();

/** A validator for the schema at `pointer` in a contract document, compiled once. */
export function validatorAt(contract: ContractName, pointer: Pointer): ValidateFunction {
  const key = `${documentId(contract)}#/${encodePointer(pointer)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: key });
    compiled.set(key, validate);
  }
  return validate;
}

export type { ErrorObject };
