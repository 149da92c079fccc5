/**
 * The response-shape check: a recursive walk over an operation's selection set (through its fragments,
 * honouring @include/@skip and type conditions) side by side with the `data` the server sent, typed by the
 * CONTRACT schema, not the server's. It reports every place where the answer is not what the document
 * asks for: a missing or unasked-for key, null where the contract says non-null, a list that is not an
 * array, an object that is not an object, a scalar of the wrong JS type, an enum value the contract does
 * not know, a `__typename` that is not a possible type.
 *
 * On the way it keeps each object's leaf values by field name (`records`), which the checker uses to
 * pick sample variables for later operations (a channelId from the Page answer, say).
 */
import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  getVariableValues,
  isAbstractType,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
  isUnionType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLLeafType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';

export interface ObjectRecord {
  typeName: string;
  /** Leaf values by field name (not alias). */
  fields: Record<string, unknown>;
}

export interface ShapeReport {
  /** One line each: `data.page.title: expected String!, got null`. */
  problems: string[];
  /** How many problems there were in all (`problems` keeps the first MAX_PROBLEMS). */
  problemCount: number;
  records: ObjectRecord[];
}

const MAX_PROBLEMS = 20;

type Json = Record<string, unknown>;

function isJsonObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `a list (${value.length} items)`;
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 60)}…` : text}`;
}

/** What JS value a scalar of the contract arrives as. Unknown custom scalars accept any JSON value. */
function scalarProblem(type: GraphQLLeafType, value: unknown): string | undefined {
  if (isEnumType(type)) {
    if (typeof value === 'string' && type.getValue(value)) return undefined;
    const values = type.getValues().map((item) => item.name);
    return `expected a value of enum ${type.name} (${values.join(', ')}), got ${describeValue(value)}`;
  }
  const expect = (ok: boolean, what: string) => (ok ? undefined : `expected ${type.name} (${what}), got ${describeValue(value)}`);
  switch (type.name) {
    case 'Int':
      return expect(typeof value === 'number' && Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31, 'a 32-bit integer');
    case 'Float':
      return expect(typeof value === 'number' && Number.isFinite(value), 'a number');
    case 'Boolean':
      return expect(typeof value === 'boolean', 'a boolean');
    // The spec serializes ID as a string; the contract's custom scalars are strings too (see schema.graphql).
    case 'String':
    case 'ID':
    case 'URL':
      return expect(typeof value === 'string', 'a string');
    case 'DateTime':
      return expect(typeof value === 'string' && !Number.isNaN(Date.parse(value)), 'an ISO 8601 date-time string');
    default:
      return undefined;
  }
}

class ShapeWalker {
  readonly problems: string[] = [];
  problemCount = 0;
  readonly records: ObjectRecord[] = [];

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
  ) {}

  private problem(path: string, text: string): void {
    this.problemCount += 1;
    if (this.problems.length < MAX_PROBLEMS) this.problems.push(`${path}: ${text}`);
  }

  private included(node: SelectionNode): boolean {
    if (getDirectiveValues(GraphQLSkipDirective, node, this.variables)?.if === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, node, this.variables)?.if !== false;
  }

  private applies(conditionName: string | undefined, runtime: GraphQLCompositeType): boolean {
    if (conditionName === undefined || conditionName === runtime.name) return true;
    const condition = this.schema.getType(conditionName);
    // A condition on another concrete type never applies; an abstract one applies to its object or interface subtypes.
    if (!condition || !isAbstractType(condition) || isUnionType(runtime)) return false;
    return this.schema.isSubType(condition, runtime);
  }

  /** Fields by response key, merged across fragments (graphql-js's CollectFields, simplified). */
  private collect(runtime: GraphQLCompositeType, selections: readonly SelectionNode[], into = new Map<string, FieldNode[]>()): Map<string, FieldNode[]> {
    for (const selection of selections) {
      if (!this.included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        into.set(key, [...(into.get(key) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (this.applies(selection.typeCondition?.name.value, runtime)) this.collect(runtime, selection.selectionSet.selections, into);
      } else {
        const fragment = this.fragments.get(selection.name.value);
        if (fragment && this.applies(fragment.typeCondition.name.value, runtime)) this.collect(runtime, fragment.selectionSet.selections, into);
      }
    }
    return into;
  }

  walkValue(value: unknown, type: GraphQLOutputType, nodes: FieldNode[], path: string): void {
    if (isNonNullType(type)) {
      if (value === null) this.problem(path, `expected ${String(type)} (non-null), got null`);
      else this.walkValue(value, type.ofType, nodes, path);
      return;
    }
    if (value === null) return;
    if (isListType(type)) {
      if (!Array.isArray(value)) {
        this.problem(path, `expected a list (${String(type)}), got ${describeValue(value)}`);
        return;
      }
      value.forEach((item: unknown, index) => this.walkValue(item, type.ofType, nodes, `${path}[${index}]`));
      return;
    }
    if (isLeafType(type)) {
      const problem = scalarProblem(type, value);
      if (problem) this.problem(path, problem);
      return;
    }
    this.walkObject(value, type, nodes.flatMap((node) => node.selectionSet?.selections ?? []), path);
  }

  walkObject(value: unknown, type: GraphQLCompositeType, selections: readonly SelectionNode[], path: string): void {
    if (!isJsonObject(value)) {
      this.problem(path, `expected an object (${type.name}), got ${describeValue(value)}`);
      return;
    }
    const typename = value.__typename;
    let runtime: GraphQLCompositeType = type;
    if (typeof typename === 'string') {
      if (isAbstractType(type)) {
        const possible = this.schema.getPossibleTypes(type);
        const match = possible.find((candidate) => candidate.name === typename);
        if (match) runtime = match;
        else this.problem(`${path}.__typename`, `"${typename}" is not a possible type of ${type.name} (${possible.map((item) => item.name).join(', ')})`);
      } else if (typename !== type.name) {
        this.problem(`${path}.__typename`, `expected "${type.name}", got "${typename}"`);
      }
    }
    const fields = this.collect(runtime, selections);
    const leaves: Record<string, unknown> = {};
    for (const [key, nodes] of fields) {
      const name = nodes[0]?.name.value ?? key;
      if (!(key in value)) {
        this.problem(`${path}.${key}`, 'missing (the document asks for it)');
        continue;
      }
      if (name === '__typename') {
        if (typeof value[key] !== 'string') this.problem(`${path}.${key}`, `expected a type name string, got ${describeValue(value[key])}`);
        continue;
      }
      const definition = 'getFields' in runtime ? runtime.getFields()[name] : undefined;
      if (!definition) continue;
      this.walkValue(value[key], definition.type, nodes, `${path}.${key}`);
      if (isLeafType(definition.type) || (isNonNullType(definition.type) && isLeafType(definition.type.ofType))) leaves[name] = value[key];
    }
    // With the concrete type unknown, the type-conditioned fragments cannot be told apart: no extra-key check.
    if (!isAbstractType(runtime)) for (const key of Object.keys(value)) if (!fields.has(key)) this.problem(`${path}.${key}`, 'not asked for by the document');
    this.records.push({ typeName: runtime.name, fields: leaves });
  }
}

/** Checks `data` against what `operation` (with the fragments in `document`) asks for, by the contract schema. */
export function checkShape(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  data: unknown,
  variables: Record<string, unknown>,
): ShapeReport {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  const walker = new ShapeWalker(schema, fragments, coerced.coerced ?? variables);
  const root = schema.getRootType(operation.operation);
  if (root) walker.walkObject(data, root, operation.selectionSet.selections, 'data');
  return { problems: walker.problems, problemCount: walker.problemCount, records: walker.records };
}

/** A one-line summary and the detail lines of a shape report, for a Failure. */
export function summarizeProblems(report: ShapeReport): { message: string; detail: string } {
  const more = report.problemCount > 1 ? ` (and ${report.problemCount - 1} more)` : '';
  const omitted = report.problemCount > report.problems.length ? `\n… ${report.problemCount - report.problems.length} more` : '';
  return { message: `${report.problems[0] ?? 'shape mismatch'}${more}`, detail: report.problems.join('\n') + omitted };
}
