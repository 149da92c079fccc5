/**
 * The OpenAPI contracts read the same in every tool that judges them (see contracts/CONVENTIONS.md,
 * "JSON Schema keywords"): they avoid the keywords that some validators or the type generator ignore,
 * and every documented response example of a `oneOf` is decided the same way by a validator that knows
 * none of the 2019-09/2020-12 additions (as Stoplight Prism 5 reads `unevaluatedProperties`: not at
 * all) as by the 2020-12 validator the mocks and the checker use.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';

const CONTRACTS = ['profile', 'billing', 'playback'] as const;
type Contract = (typeof CONTRACTS)[number];

/** Keywords the contracts avoid, with the reason a finding names. */
const AVOIDED: Record<string, string> = {
  unevaluatedProperties: 'ignored by Prism 5 and openapi-typescript',
  unevaluatedItems: 'ignored by Prism 5 and openapi-typescript',
  if: 'no generated type; partial support in proxies',
  then: 'no generated type; partial support in proxies',
  else: 'no generated type; partial support in proxies',
  dependentRequired: 'no generated type',
  dependentSchemas: 'no generated type',
  not: 'no generated type',
  $defs: 'references resolve differently across tools',
  $anchor: 'references resolve differently across tools',
  $dynamicRef: 'references resolve differently across tools',
  $id: 'references resolve differently across tools',
};

/** Keys whose values are data or prose, never schemas. */
const DATA_KEYS = new Set(['example', 'examples', 'description', 'summary', 'enum', 'const', 'default']);

/** Every avoided keyword used as a keyword (not as a property name or inside example data). */
function findAvoidedKeywords(document: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string, namesHere: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${path}/${index}`, false));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (!namesHere && key in AVOIDED) found.push(`${path}/${key}: ${AVOIDED[key]}`);
      if (!namesHere && DATA_KEYS.has(key)) continue;
      // The keys of `properties` (and of `paths`, `responses`, `components/*`) are names, not keywords.
      walk(value, `${path}/${key}`, !namesHere && (key === 'properties' || key === 'patternProperties'));
    }
  };
  walk(document, '#', false);
  return found;
}

function contract(name: Contract): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../generated/rest/${name}.openapi.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

interface Media {
  schema?: { oneOf?: { $ref: string }[] };
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

/** Each response (and request body) media type whose schema is a `oneOf`, with its documented examples. */
function oneOfExamples(document: Record<string, unknown>): { where: string; branches: string[]; example: unknown }[] {
  const out: { where: string; branches: string[]; example: unknown }[] = [];
  const paths = document.paths as Record<string, Record<string, { operationId: string; requestBody?: { content?: Record<string, Media> }; responses?: Record<string, { content?: Record<string, Media> }> }>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const bodies: [string, Record<string, Media> | undefined][] = [
        ['request', operation.requestBody?.content],
        ...Object.entries(operation.responses ?? {}).map(([status, response]): [string, Record<string, Media> | undefined] => [status, response.content]),
      ];
      for (const [status, content] of bodies) {
        for (const media of Object.values(content ?? {})) {
          const branches = media.schema?.oneOf?.map((branch) => branch.$ref);
          if (!branches) continue;
          const examples = [
            ...(media.example === undefined ? [] : [['example', media.example] as const]),
            ...Object.entries(media.examples ?? {}).map(([name, example]) => [name, example.value] as const),
          ];
          for (const [name, example] of examples) out.push({ where: `${operation.operationId} ${status} ${name}`, branches, example });
        }
      }
    }
  }
  return out;
}

/** How many branches each validator class accepts the example under. */
function matches(Validator: typeof Ajv | typeof Ajv2020, document: Record<string, unknown>, branches: string[], example: unknown): number {
  const ajv = new Validator({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema(document, 'contract');
  return branches.filter((ref) => ajv.compile({ $ref: `contract${ref}` })(example)).length;
}

describe('the OpenAPI contracts read the same in every tool', () => {
  it.each(CONTRACTS)('%s uses none of the keywords the conventions avoid', (name) => {
    expect(findAvoidedKeywords(contract(name))).toEqual([]);
  });

  it('the keyword check finds an avoided keyword, and not a property that happens to share its name', () => {
    const planted = {
      components: {
        schemas: {
          Closed: { allOf: [{ $ref: '#/components/schemas/Base' }], unevaluatedProperties: false },
          Named: { type: 'object', properties: { if: { type: 'string' }, not: { type: 'boolean' } }, example: { then: 1 } },
        },
      },
    };
    expect(findAvoidedKeywords(planted)).toEqual(['#/components/schemas/Closed/unevaluatedProperties: ignored by Prism 5 and openapi-typescript']);
  });

  it.each(CONTRACTS)('every documented example of a %s oneOf matches exactly one branch, with or without the 2020-12 keywords', (name) => {
    const document = contract(name);
    const cases = oneOfExamples(document);
    const judged = cases.map(({ where, branches, example }) => ({
      where,
      draft07: matches(Ajv, document, branches, example),
      draft2020: matches(Ajv2020, document, branches, example),
    }));
    expect(judged.filter((j) => j.draft07 !== 1 || j.draft2020 !== 1)).toEqual([]);
    if (name === 'profile') {
      // The pair that used to be told apart only by `unevaluatedProperties`.
      expect(judged.map((j) => j.where)).toEqual(expect.arrayContaining(['initEmailChange 200 removed', 'initEmailChange 200 verificationStarted']));
    }
  });
});
