/**
 * Sample variables for a contract operation, from the contract alone plus the server's earlier answers:
 * - a variable with a default, or a nullable one, is left out (the server applies the document's default);
 * - a required variable passed to an argument whose description names a coordinate (`Catalog channel id
 *   (Channel.channelId).`, `TileGroup.id of the group to page`) takes a value of that coordinate from an
 *   earlier answer (`lookup`), since an invented id would make a correct server answer "not found";
 * - any other required variable gets a value made from its type: the first enum value (the contract lists
 *   the everyday value first, e.g. PageType.HOME), a positive Int (page sizes must be positive), the short
 *   search-like string "a", and so on.
 */
import {
  Kind,
  TypeInfo,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type GraphQLInputType,
  type GraphQLList,
  type GraphQLSchema,
} from 'graphql';
import type { ContractOperation } from './contract.ts';

/** A value of a field coordinate from an earlier answer, or undefined when none had one. */
export type CoordinateLookup = (coordinate: string) => Promise<unknown>;

export type SampleVariables =
  | { kind: 'ready'; variables: Record<string, unknown> }
  /** A required variable names a coordinate no earlier answer provided. */
  | { kind: 'missing'; variable: string; coordinate: string };

const COORDINATE = /\b([A-Z][A-Za-z0-9]*)\.([a-z][A-Za-z0-9]*)\b/g;

/** The first `Type.field` in a description that exists in the schema. */
export function coordinateIn(schema: GraphQLSchema, description: string | null | undefined): string | undefined {
  for (const match of (description ?? '').matchAll(COORDINATE)) {
    const [, typeName = '', fieldName = ''] = match;
    const type = schema.getType(typeName);
    if ((isObjectType(type) || isInterfaceType(type)) && type.getFields()[fieldName]) return `${typeName}.${fieldName}`;
  }
  return undefined;
}

/** For each variable, the coordinate named by the description of an argument it is passed to. */
export function variableHints(schema: GraphQLSchema, operation: ContractOperation): Map<string, string> {
  const hints = new Map<string, string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    operation.definition,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (node.value.kind !== Kind.VARIABLE) return;
        const hint = coordinateIn(schema, typeInfo.getArgument()?.description);
        if (hint && !hints.has(node.value.name.value)) hints.set(node.value.name.value, hint);
      },
    }),
  );
  return hints;
}

/** A value of an input type made from the type alone. */
export function sampleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [sampleValue((type as GraphQLList<GraphQLInputType>).ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sampleValue(field.type, field.name);
    }
    return value;
  }
  switch (getNamedType(type).name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'ID':
      return `conformance-${name}`;
    case 'DateTime':
      return new Date().toISOString();
    case 'URL':
      return 'https://example.com/';
    default:
      return 'a';
  }
}

/**
 * Sample variables for an operation. With `inventMissing`, a hinted coordinate no answer provided gets an
 * invented value instead (subscribing to an unknown id is still a valid subscription).
 */
export async function sampleVariables(
  schema: GraphQLSchema,
  operation: ContractOperation,
  lookup: CoordinateLookup,
  options: { inventMissing?: boolean } = {},
): Promise<SampleVariables> {
  const hints = variableHints(schema, operation);
  const variables: Record<string, unknown> = {};
  for (const definition of operation.definition.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    if (!type || !isNonNullType(type) || definition.defaultValue) continue;
    const hint = hints.get(name);
    if (hint) {
      const found = await lookup(hint);
      if (found !== undefined && found !== null) {
        variables[name] = found;
        continue;
      }
      if (!options.inventMissing) return { kind: 'missing', variable: name, coordinate: hint };
    }
    variables[name] = sampleValue(type as GraphQLInputType, name);
  }
  return { kind: 'ready', variables };
}

/** Every required variable without a default, made from its type alone (for reproductions). */
export function inventedVariables(schema: GraphQLSchema, operation: ContractOperation): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.definition.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type);
    if (type && isNonNullType(type) && !definition.defaultValue) variables[definition.variable.name.value] = sampleValue(type as GraphQLInputType, definition.variable.name.value);
  }
  return variables;
}
