/**
 * The three REST contracts as the validation kit reads them: their generated JSON forms, an index of
 * their operations and the validators codegen compiled from them (generated/rest/validators.js). There
 * is no other way to a validator, so the mock world and the conformance checker judge a request or an
 * answer by the same contract schemas.
 */
import billingDocument from '../../generated/rest/billing.openapi.json';
import playbackDocument from '../../generated/rest/playback.openapi.json';
import profileDocument from '../../generated/rest/profile.openapi.json';
import { ajvRuntimeRequire } from '../ajv-runtime.ts';
import type { ContractValidator } from '../../generated/rest/validators.js';
import {
  indexOperations,
  resolveIn,
  schemaKey,
  valueIn,
  type ContractDocuments,
  type ContractName,
  type OperationInfo,
  type Pointer,
} from './document.ts';

export {
  HTTP_METHODS,
  type ContractName,
  type HttpMethod,
  type JsonSchema,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationInfo,
  type ParameterObject,
  type Pointer,
  type RequestBodyObject,
  type ResolvedParameter,
  type ResponseObject,
} from './document.ts';
export type { ContractValidator };
export type { ErrorObject } from 'ajv';

export const documents: ContractDocuments = {
  profile: profileDocument as unknown as ContractDocuments['profile'],
  billing: billingDocument as unknown as ContractDocuments['billing'],
  playback: playbackDocument as unknown as ContractDocuments['playback'],
};

export function valueAt(contract: ContractName, pointer: Pointer): unknown {
  return valueIn(documents[contract], pointer);
}

/** Follows `$ref`s from a pointer; returns the pointer of the object finally referred to. */
export function resolvePointer(contract: ContractName, pointer: Pointer): Pointer {
  return resolveIn(documents[contract], pointer);
}

export function resolved<T>(contract: ContractName, pointer: Pointer): { pointer: Pointer; value: T } {
  const at = resolvePointer(contract, pointer);
  return { pointer: at, value: valueAt(contract, at) as T };
}

export const operations: readonly OperationInfo[] = indexOperations(documents);

/**
 * Every validator, made once, by `loadValidators`: the generated module (≈ 1.1 MB of ajv's standalone code) is loaded
 * only then, with the first request that is validated. The mock world starts afresh with every page load of the mock
 * build, and a page that makes no REST call (Home's first screen) would otherwise load, parse and run it for nothing;
 * every later validation reuses them (tests/mocks/world-start.test.ts counts the loads and the makings).
 */
let validators: Readonly<Record<string, ContractValidator>> | undefined;
let loading: Promise<void> | undefined;

/** Loads and makes every validator, once; `validatorAt` (and so every validation) refuses to work before. */
export function loadValidators(): Promise<void> {
  loading ??= import('../../generated/rest/validators.js').then(({ createValidators, requiredModules }) => {
    validators = createValidators(ajvRuntimeRequire(requiredModules, 'the REST contracts'));
  });
  return loading;
}

const byId = new Map(operations.map((operation) => [operation.operationId, operation]));

export function operationById(operationId: string): OperationInfo {
  const operation = byId.get(operationId);
  if (!operation) throw new Error(`No operation "${operationId}" in the REST contracts`);
  return operation;
}

/**
 * The validators already found, by the pointer object asked with: the operation index's pointers are made once, so a
 * request's checks find their validator without writing the schema's key again (a pointer made per call just misses).
 */
const validatorsByPointer: Record<ContractName, WeakMap<Pointer, ContractValidator>> = { profile: new WeakMap(), billing: new WeakMap(), playback: new WeakMap() };

/**
 * The generated validator for the schema at `pointer` in a contract document (or at the location its
 * `$ref`s lead to). A location codegen did not compile is a programming error, named in the message.
 */
export function validatorAt(contract: ContractName, pointer: Pointer): ContractValidator {
  const known = validatorsByPointer[contract].get(pointer);
  if (known) return known;
  const made = validators;
  if (!made) throw new Error('The REST validators are not loaded: await loadValidators() before validating');
  const validate = made[schemaKey(contract, pointer)] ?? made[schemaKey(contract, resolvePointer(contract, pointer))];
  if (!validate) throw new Error(`No generated validator for ${schemaKey(contract, pointer)}: run \`npm run codegen\``);
  validatorsByPointer[contract].set(pointer, validate);
  return validate;
}
