/**
 * The shape of the OpenAPI documents as the validation kit reads them, JSON pointers and `$ref`
 * resolution inside one document, and the index of a set of documents' operations. Pure functions over
 * the documents they are given: codegen runs them over the contracts it is compiling, the kit over the
 * generated JSON forms (contracts.ts).
 */

export type ContractName = 'profile' | 'billing' | 'playback';

export const CONTRACT_NAMES: readonly ContractName[] = ['profile', 'billing', 'playback'];

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

export type ContractDocuments = Readonly<Record<ContractName, OpenApiDocument>>;

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

export function valueIn(document: OpenApiDocument, pointer: Pointer): unknown {
  let node: unknown = document;
  for (const segment of pointer) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Follows `$ref`s from a pointer; returns the pointer of the object finally referred to. */
export function resolveIn(document: OpenApiDocument, pointer: Pointer): Pointer {
  let current = pointer;
  for (let hops = 0; hops < 16; hops += 1) {
    const node = valueIn(document, current);
    if (!isReference(node)) return current;
    current = pointerFromRef(node.$ref);
  }
  throw new Error(`Too many $ref hops at ${current.join('/')}`);
}

/** The id a document has among the validators (`profile.openapi.json`). */
export function documentId(contract: ContractName): string {
  return `${contract}.openapi.json`;
}

function encodePointer(pointer: Pointer): string {
  return pointer.map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
}

/** The key of the validator for the schema at `pointer` in a contract (`billing.openapi.json#/components/…`). */
export function schemaKey(contract: ContractName, pointer: Pointer): string {
  return `${documentId(contract)}#/${encodePointer(pointer)}`;
}

// ---------------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------------

export interface ResolvedParameter extends ParameterObject {
  /** Pointer to the parameter's schema. */
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
  /**
   * Which credentials the operation names (from `security`, or the document's global default): `sessionToken`
   * is the cast receiver's alternative to the session cookie, accepted only where an operation lists it.
   */
  security: { sessionCookie: boolean; drmToken: boolean; sessionToken: boolean };
  /** Documented response statuses (`'200'`, `'404'`, `'default'`, …). */
  statuses: string[];
}

function collectParameters(document: OpenApiDocument, base: Pointer, list: unknown): ResolvedParameter[] {
  if (!Array.isArray(list)) return [];
  return list.map((_, index) => {
    const pointer = resolveIn(document, [...base, String(index)]);
    const value = valueIn(document, pointer) as ParameterObject;
    return { ...value, schemaPointer: [...pointer, 'schema'] };
  });
}

/** Every operation of the documents, in document, path and method order. */
export function indexOperations(documents: ContractDocuments): OperationInfo[] {
  const operations: OperationInfo[] = [];
  for (const contract of CONTRACT_NAMES) {
    const document = documents[contract];
    for (const [pathTemplate, item] of Object.entries(document.paths)) {
      const shared = collectParameters(document, ['paths', pathTemplate, 'parameters'], item.parameters);
      for (const method of HTTP_METHODS) {
        const operation = item[method.toLowerCase() as Lowercase<HttpMethod>];
        if (!operation) continue;
        const pointer: Pointer = ['paths', pathTemplate, method.toLowerCase()];
        const own = collectParameters(document, [...pointer, 'parameters'], operation.parameters);
        const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
        let requestBody: OperationInfo['requestBody'] = null;
        if (operation.requestBody) {
          const bodyPointer = resolveIn(document, [...pointer, 'requestBody']);
          const body = valueIn(document, bodyPointer) as RequestBodyObject;
          requestBody = {
            required: body.required === true,
            content: Object.keys(body.content).map((contentType) => ({
              contentType,
              schemaPointer: [...bodyPointer, 'content', contentType, 'schema'],
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
          security: { sessionCookie: schemes.has('sessionCookie'), drmToken: schemes.has('drmToken'), sessionToken: schemes.has('sessionToken') },
          statuses: Object.keys(operation.responses),
        });
      }
    }
  }
  return operations;
}

/**
 * Every schema location the kit validates against: each component schema, each parameter, request body
 * and response schema of every operation, and the branches of a root `oneOf`/`anyOf` among them (a
 * request is explained by the branch it came closest to). Codegen compiles one validator for each.
 */
export function schemaLocations(documents: ContractDocuments): { contract: ContractName; pointer: Pointer }[] {
  const seen = new Set<string>();
  const locations: { contract: ContractName; pointer: Pointer }[] = [];
  const add = (contract: ContractName, pointer: Pointer, withBranches: boolean): void => {
    const key = schemaKey(contract, pointer);
    if (seen.has(key)) return;
    seen.add(key);
    locations.push({ contract, pointer });
    if (!withBranches) return;
    const document = documents[contract];
    const target = resolveIn(document, pointer);
    const schema = valueIn(document, target) as JsonSchema | undefined;
    for (const combinator of ['oneOf', 'anyOf'] as const) {
      const branches = schema?.[combinator];
      if (Array.isArray(branches)) branches.forEach((_, index) => add(contract, [...target, combinator, String(index)], false));
    }
  };
  for (const contract of CONTRACT_NAMES) {
    for (const name of Object.keys(documents[contract].components?.schemas ?? {})) add(contract, ['components', 'schemas', name], true);
  }
  for (const operation of indexOperations(documents)) {
    const document = documents[operation.contract];
    for (const parameter of operation.parameters) add(operation.contract, parameter.schemaPointer, true);
    for (const content of operation.requestBody?.content ?? []) add(operation.contract, content.schemaPointer, true);
    for (const status of operation.statuses) {
      const response = resolveIn(document, [...operation.pointer, 'responses', status]);
      const declared = valueIn(document, response) as ResponseObject;
      for (const contentType of Object.keys(declared.content ?? {})) {
        if (declared.content?.[contentType]?.schema) add(operation.contract, [...response, 'content', contentType, 'schema'], true);
      }
    }
  }
  return locations;
}
