/**
 * Which schema coordinates each contract operation uses, found by walking the operation and its fragments
 * with graphql-js TypeInfo against the contract schema: types (`Tile`), fields (`Tile.title`), arguments
 * (`Query.page.first`) and enum values (`PageType.TOP`). An operation that reads or sends an enum uses all
 * of its values: the server may return any of them, and the client may send any of them.
 *
 * A schema change names the operations it would break by its path (graphql-inspector's `Change.path`,
 * the same coordinate form).
 */
import {
  TypeInfo,
  getNamedType,
  isEnumType,
  isInputObjectType,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type { ContractOperation } from './contract.ts';

export type OperationUsage = Map<string, Set<string>>;

function addNamedType(used: Set<string>, type: GraphQLNamedType, seen = new Set<string>()): void {
  if (seen.has(type.name)) return;
  seen.add(type.name);
  used.add(type.name);
  if (isEnumType(type)) for (const value of type.getValues()) used.add(`${type.name}.${value.name}`);
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      used.add(`${type.name}.${field.name}`);
      addNamedType(used, getNamedType(field.type), seen);
    }
  }
}

export function coordinatesUsedBy(schema: GraphQLSchema, operation: ContractOperation): Set<string> {
  const used = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    operation.document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        const root = schema.getRootType(node.operation);
        if (root) used.add(root.name);
      },
      VariableDefinition(node) {
        const type = typeFromAST(schema, node.type);
        if (type) addNamedType(used, getNamedType(type));
      },
      Field(node) {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field || node.name.value.startsWith('__')) return;
        used.add(`${parent.name}.${field.name}`);
        addNamedType(used, getNamedType(field.type));
      },
      Argument(node) {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        const argument = typeInfo.getArgument();
        if (!parent || !field || !argument || typeInfo.getDirective()) return;
        used.add(`${parent.name}.${field.name}.${node.name.value}`);
        addNamedType(used, getNamedType(argument.type));
      },
      InlineFragment(node) {
        if (node.typeCondition) used.add(node.typeCondition.name.value);
      },
      FragmentDefinition(node) {
        used.add(node.typeCondition.name.value);
      },
    }),
  );
  return used;
}

export function usageIndex(schema: GraphQLSchema, operations: ContractOperation[]): OperationUsage {
  return new Map(operations.map((operation) => [operation.name, coordinatesUsedBy(schema, operation)]));
}

/**
 * The coordinates a change concerns. Argument additions and type changes concern every use of the field
 * (a new required argument, or `Int` made `Int!`, breaks callers that leave it out as well as those that
 * pass it); other argument changes concern only the operations that pass that argument. An added enum
 * value concerns every user of the enum. Directive-usage segments (`.@deprecated`) are dropped.
 */
function subjectsOf(changeType: string, path: string): string[] {
  const segments = path.split('.').filter((segment) => !segment.startsWith('@'));
  if (segments.length === 0) return [];
  const coordinate = segments.join('.');
  // A new enum value can reach every operation that reads or sends the enum.
  if (changeType === 'ENUM_VALUE_ADDED') return [coordinate, segments[0] ?? coordinate];
  if (changeType === 'FIELD_ARGUMENT_TYPE_CHANGED' || changeType === 'FIELD_ARGUMENT_ADDED' || changeType === 'FIELD_ARGUMENT_DEFAULT_CHANGED') {
    return [coordinate, segments.slice(0, 2).join('.')];
  }
  return [coordinate];
}

/** The contract operations (by name, in contract order) a change at `path` concerns. */
export function operationsConcernedBy(usage: OperationUsage, changeType: string, path: string | undefined): string[] {
  if (!path) return [];
  const subjects = subjectsOf(changeType, path);
  return [...usage].filter(([, used]) => subjects.some((subject) => used.has(subject))).map(([name]) => name);
}

/** Operation names that select a field coordinate (e.g. `Channel.channelId`), for sample-variable lookups. */
export function operationsSelecting(usage: OperationUsage, coordinate: string): string[] {
  return [...usage].filter(([, used]) => used.has(coordinate)).map(([name]) => name);
}
