/**
 * The CommonJS helpers ajv's standalone validators `require` (its runtime and the format checks), for the
 * generated validator modules of the REST contracts and of the tracking plan: each generated module is one
 * function with no imports, and its caller hands these in.
 */
import * as formats from 'ajv-formats/dist/formats.js';
import * as equal from 'ajv/dist/runtime/equal.js';
import * as ucs2length from 'ajv/dist/runtime/ucs2length.js';

/**
 * The object CommonJS `require` would give for a helper module imported as a namespace: node hands the
 * whole `module.exports` over as `default`, bundlers spread it (keeping `default` for its own default).
 */
function required(namespace: object): unknown {
  const whole = (namespace as { default?: unknown }).default;
  return typeof whole === 'object' && whole !== null && '__esModule' in whole ? whole : namespace;
}

const helpers: Readonly<Record<string, unknown>> = {
  'ajv-formats/dist/formats': required(formats),
  'ajv/dist/runtime/equal': required(equal),
  'ajv/dist/runtime/ucs2length': required(ucs2length),
};

/** The `require` a generated validator module takes; throws at once, naming them, if it needs a helper not here. */
export function ajvRuntimeRequire(requiredModules: readonly string[], generated: string): (name: string) => unknown {
  const missing = requiredModules.filter((name) => !(name in helpers));
  if (missing.length > 0) throw new Error(`The generated validators of ${generated} need ${missing.join(', ')}: add them to common/ajv-runtime.ts`);
  return (name) => helpers[name];
}
