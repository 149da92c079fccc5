/**
 * Valid requests for an operation, straight from its contract: each documented request example (body
 * examples, and a variant with the optional query parameters that have examples), or a request
 * generated with openapi-sampler where the contract gives no example. These are templates: live ids
 * and tokens from the server under test are filled in later (fixtures.ts).
 */
import { sample } from 'openapi-sampler';
import type { JSONSchema7 } from 'json-schema';
import {
  documents,
  resolved,
  valueAt,
  type JsonSchema,
  type MediaTypeObject,
  type OperationInfo,
  type ParameterObject,
  type RequestBodyObject,
} from '../../../common/openapi/contracts.ts';

export interface RequestTemplate {
  /** How the request came about, for check titles: `example "newSubscription"`, `generated`. */
  label: string;
  pathParams: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  /** The body value as JSON would carry it; octet-stream bodies are base64 text until sent. */
  body?: { contentType: string; value: unknown };
  /** True when any part came from openapi-sampler rather than an example. */
  generated: boolean;
}

function sampleOf(operation: OperationInfo, schema: JsonSchema): unknown {
  return sample(schema as JSONSchema7, { skipReadOnly: true, quiet: true }, documents[operation.contract]);
}

function parameterExample(operation: OperationInfo, parameter: ParameterObject & { schemaPointer: readonly string[] }): { value: unknown; generated: boolean } {
  if (parameter.example !== undefined) return { value: parameter.example, generated: false };
  const first = Object.values(parameter.examples ?? {})[0];
  if (first?.value !== undefined) return { value: first.value, generated: false };
  const schema = valueAt(operation.contract, parameter.schemaPointer);
  if (schema && typeof schema === 'object') {
    const own = (schema as JsonSchema).example;
    if (own !== undefined) return { value: own, generated: false };
    return { value: sampleOf(operation, schema as JsonSchema), generated: true };
  }
  return { value: '', generated: true };
}

/** The body examples of an operation, with their names, `$ref`s resolved; sampled when there are none. */
export function bodyExamples(operation: OperationInfo): { name: string | null; contentType: string; value: unknown; generated: boolean }[] {
  if (!operation.requestBody) return [];
  const body = resolved<RequestBodyObject>(operation.contract, [...operation.pointer, 'requestBody']);
  const found: { name: string | null; contentType: string; value: unknown; generated: boolean }[] = [];
  for (const [contentType, media] of Object.entries(body.value.content) as [string, MediaTypeObject][]) {
    if (media.example !== undefined) found.push({ name: null, contentType, value: media.example, generated: false });
    for (const name of Object.keys(media.examples ?? {})) {
      const example = resolved<{ value?: unknown }>(operation.contract, [...body.pointer, 'content', contentType, 'examples', name]).value;
      if (example.value !== undefined) found.push({ name, contentType, value: example.value, generated: false });
    }
  }
  if (found.length > 0) return found;
  const first = operation.requestBody.content[0];
  if (!first) return [];
  const schema = valueAt(operation.contract, first.schemaPointer) as JsonSchema | undefined;
  const value = first.contentType === 'application/octet-stream' ? 'AAECAwQFBgc=' : sampleOf(operation, schema ?? {});
  return [{ name: null, contentType: first.contentType, value, generated: true }];
}

/** Every valid request the contract documents for an operation (at least one). */
export function validRequests(operation: OperationInfo): RequestTemplate[] {
  const pathParams: Record<string, string> = {};
  const query: [string, string][] = [];
  const optionalQuery: [string, string][] = [];
  const headers: Record<string, string> = {};
  let generated = false;
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    const isRequired = parameter.required === true || parameter.in === 'path';
    const hasExample = parameter.example !== undefined || Object.keys(parameter.examples ?? {}).length > 0;
    // Optional parameters without an example are left out: absent is always valid.
    if (!isRequired && !hasExample) continue;
    const example = parameterExample(operation, parameter);
    generated ||= example.generated && isRequired;
    const text = typeof example.value === 'string' ? example.value : JSON.stringify(example.value);
    if (parameter.in === 'path') pathParams[parameter.name] = text;
    else if (parameter.in === 'query') (isRequired ? query : optionalQuery).push([parameter.name, text]);
    else if (parameter.in === 'header' && isRequired) headers[parameter.name.toLowerCase()] = text;
  }
  const variants: { suffix: string; query: [string, string][] }[] = [{ suffix: '', query }];
  if (optionalQuery.length > 0) variants.push({ suffix: ' with its optional query parameters', query: [...query, ...optionalQuery] });

  const bodies = operation.requestBody ? bodyExamples(operation) : [null];
  const templates: RequestTemplate[] = [];
  for (const variant of variants) {
    for (const body of bodies) {
      const fromSampler = generated || body?.generated === true;
      const name = body?.name ? `example "${body.name}"` : fromSampler ? 'a generated request' : 'the documented example';
      templates.push({
        label: `${name}${variant.suffix}`,
        pathParams: { ...pathParams },
        query: [...variant.query],
        headers: { ...headers },
        ...(body ? { body: { contentType: body.contentType, value: structuredClone(body.value) } } : {}),
        generated: fromSampler,
      });
    }
  }
  return templates;
}

/** `METHOD /path/{param}` as the reports name an operation. */
export function operationTarget(operation: OperationInfo): string {
  return `${operation.method} ${operation.pathTemplate}`;
}

/** The path with its parameters filled in and encoded, plus the query string. */
export function pathAndQuery(operation: OperationInfo, template: Pick<RequestTemplate, 'pathParams' | 'query'>): string {
  const path = operation.pathTemplate.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(template.pathParams[name] ?? ''));
  const search = new URLSearchParams(template.query).toString();
  return search ? `${path}?${search}` : path;
}
