/**
 * The REST contracts' schema validators, compiled ahead of time: ajv (JSON Schema 2020-12, every error,
 * formats checked) turns every schema location the validation kit uses (common/openapi/document.ts,
 * `schemaLocations`) into standalone code. The mock world and the conformance checker both validate with
 * this one generated module, so neither can loosen a schema on its own, and nothing compiles schemas at
 * start-up.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import {
  CONTRACT_NAMES,
  documentId,
  schemaKey,
  schemaLocations,
  type ContractDocuments,
} from '../../common/openapi/document.ts';

/** The modules ajv's standalone code `require`s (its runtime helpers and the format checks). */
function requiredModules(code: string): string[] {
  return [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] ?? ''))].sort();
}

/**
 * The ajv every generated validator module is compiled with: JSON Schema 2020-12, every error, formats checked, and
 * standalone CommonJS code. Contracts carry keywords ajv does not know (OpenAPI's `example`, `discriminator`,
 * `x-enum-varnames`; the tracking plan's `description` and `examples` beside its schemas): they are ignored rather
 * than declared one by one. Referenced schemas stay functions of their own rather than being inlined at each use
 * (a much smaller module).
 */
export function standaloneAjv(): InstanceType<typeof Ajv2020> {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, inlineRefs: false, code: { source: true, esm: false, lines: false } });
  addFormats(ajv);
  return ajv;
}

export function validatorsModule(documents: ContractDocuments, banner: string): { code: string; types: string } {
  const ajv = standaloneAjv();
  // Binary bodies are checked by the kit (non-empty bytes), not by a format.
  ajv.addFormat('binary', true);
  for (const contract of CONTRACT_NAMES) ajv.addSchema(documents[contract], documentId(contract));

  const exportsByKey = new Map<string, string>();
  for (const { contract, pointer } of schemaLocations(documents)) {
    const key = schemaKey(contract, pointer);
    const name = `validator${exportsByKey.size}`;
    exportsByKey.set(key, name);
    ajv.addSchema({ $ref: key }, name);
  }
  return standaloneValidatorsModule(ajv, exportsByKey, {
    banner,
    factory: 'createValidators',
    tableDoc: 'Schema location (`<contract>.openapi.json#/<pointer>`) → its compiled validator.',
    validatorType: 'ContractValidator',
  });
}

export interface StandaloneModuleNames {
  banner: string;
  /** The generated factory's name. */
  factory: string;
  /** The doc comment of the factory's table: what a key is → what it gives. */
  tableDoc: string;
  /** The name of the validator type the declaration file exports. */
  validatorType: string;
}

/**
 * ajv's standalone code for the schemas added to `ajv` under the exported names `exportsByKey` holds, as one
 * function with no imports: bundlers and dev servers pass it through untouched, and its helpers (CommonJS
 * modules) are handed in by the caller, which imports them the way its own toolchain does. The REST contracts'
 * validators and the tracking plan's are both written by it.
 */
export function standaloneValidatorsModule(ajv: Ajv2020, exportsByKey: ReadonlyMap<string, string>, names: StandaloneModuleNames): { code: string; types: string } {
  const { banner, factory, tableDoc, validatorType } = names;
  const exported = Object.fromEntries([...exportsByKey.values()].map((name) => [name, name]));
  const standalone = standaloneCode(ajv, exported).replace(/^"use strict";/, '');
  const table = [...exportsByKey].map(([key, name]) => `    ${JSON.stringify(key)}: exports.${name},`).join('\n');
  const code = `${banner}/** The modules \`${factory}\` needs from its \`require\`. */
export const requiredModules = ${JSON.stringify(requiredModules(standalone))};

/** ${tableDoc} */
export function ${factory}(require) {
  const exports = {};
  ${standalone}
  return {
${table}
  };
}
`;
  const types = `${banner}import type { ErrorObject } from 'ajv';

/** A compiled JSON Schema validator: true when the value is valid; otherwise \`errors\` says why. */
export interface ${validatorType} {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The modules \`${factory}\` needs from its \`require\`. */
export declare const requiredModules: readonly string[];

/** ${tableDoc} */
export declare function ${factory}(require: (module: string) => unknown): Readonly<Record<string, ${validatorType}>>;
`;
  return { code, types };
}
