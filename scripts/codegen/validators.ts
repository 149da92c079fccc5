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

/**
 * ajv's standalone output reaches its runtime helpers through CommonJS `require`. The module is ESM (the
 * browser loads it too), so each helper becomes an import; `cjs` gives the same object `require` would
 * under node's and vite's (esbuild's) CommonJS interop alike.
 */
function asEsm(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_, specifier: string) => {
    let name = modules.get(specifier);
    if (!name) {
      name = `dependency${modules.size}`;
      modules.set(specifier, name);
    }
    return `cjs(${name})`;
  });
  const imports = [...modules].map(([specifier, name]) => `import * as ${name} from ${JSON.stringify(`${specifier}.js`)};`);
  const interop =
    'const cjs = (namespace) => (namespace.default && typeof namespace.default === "object" && namespace.default.__esModule ? namespace.default : namespace);';
  return [...imports, interop, body.replace(/^"use strict";/, '')].join('\n');
}

export function validatorsModule(documents: ContractDocuments, banner: string): { code: string; types: string } {
  const ajv = new Ajv2020({
    // The documents carry OpenAPI keywords ajv does not know (`example`, `discriminator`,
    // `x-enum-varnames`, …): ignore them rather than declare each one.
    strict: false,
    allErrors: true,
    validateFormats: true,
    // Referenced schemas stay functions of their own rather than being inlined at each use (a much smaller module).
    inlineRefs: false,
    code: { source: true, esm: true, lines: false },
  });
  addFormats(ajv);
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
  const names = Object.fromEntries([...exportsByKey.values()].map((name) => [name, name]));
  const standalone = asEsm(standaloneCode(ajv, names));
  const table = [...exportsByKey].map(([key, name]) => `  ${JSON.stringify(key)}: ${name},`).join('\n');
  const code = `${banner}${standalone}\n\n/** Schema location (\`<contract>.openapi.json#/<pointer>\`) → its compiled validator. */\nexport const validators = {\n${table}\n};\n`;
  const types = `${banner}import type { ErrorObject } from 'ajv';

/** A compiled JSON Schema validator: true when the value is valid; otherwise \`errors\` says why. */
export interface ContractValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Schema location (\`<contract>.openapi.json#/<pointer>\`) → its compiled validator. */
export declare const validators: Readonly<Record<string, ContractValidator>>;
`;
  return { code, types };
}
