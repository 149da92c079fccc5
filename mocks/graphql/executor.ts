/**
 * A faster executor for the mock world's queries, with graphql-js as its reference. The Home page is
 * ≈ 250 tiles of ≈ 60 fields; graphql-js spends most of a fresh build on per-field bookkeeping (a resolve
 * info, argument values and a response path for every field of every tile, a dictionary object per
 * result). This executor plans each selection once — the fields to run per object type, their coerced
 * arguments, a resolve info per field and a completion per return type; kept per schema, document and
 * variable values, on which alone a plan depends — and then only calls the resolvers and completes their
 * values, as graphql-js does on its success path: the same resolvers (time budget and 'unmodelled field'
 * checks included), the same scalar and enum serialisation, non-null and type checks, field collection
 * with `@skip`/`@include` and fragments, and the same result in the same key order.
 *
 * It never words an error itself: anything off the success path — a resolver that throws or returns an
 * Error or a promise, null in a non-null field, a value that does not serialise or is not of its type,
 * variables that do not coerce, introspection, a resolver reading the info's response path — makes it
 * hand the whole operation to graphql-js's `execute`, which answers it exactly as before (queries are
 * reads, so running them again changes nothing). tests/mocks/executor.test.ts checks that it answers the
 * app's documents with the very bytes graphql-js does, and that it is the one answering them.
 */
import {
  defaultFieldResolver,
  defaultTypeResolver,
  execute,
  getArgumentValues,
  getDirectiveValues,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  typeFromAST,
  type DirectiveNode,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLAbstractType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type InlineFragmentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Why an operation went to graphql-js: thrown inside the planned run, never outside this module. */
class HandOver extends Error {}

/**
 * One operation of a document with its variable values, planned: what its executions share (the plans
 * made so far, kept for the next execution of the same operation and values) and the one under way.
 */
interface Run {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  operation: OperationDefinitionNode;
  rootValue: unknown;
  fieldResolver: GraphQLFieldResolver<unknown, unknown>;
  typeResolver: GraphQLTypeResolver<unknown, unknown>;
  /** The root fields' plan, made on the first execution. */
  root: ObjectPlan | undefined;
  /** Whether an execution is under way (a resolver running another execution of the same plan gets its own). */
  busy: boolean;
  /** The context of the execution under way. */
  context: unknown;
  /** Set when a resolver read what this executor does not keep (the response path): the execution is handed over. */
  offPath: boolean;
}

/** One field of an object type's selection, ready to run; `__typename` is the parent type's name. */
type FieldPlan =
  | { responseName: string; typename: string }
  | {
      responseName: string;
      typename?: undefined;
      resolve: GraphQLFieldResolver<unknown, unknown>;
      args: Readonly<Record<string, unknown>>;
      info: GraphQLResolveInfo;
      complete: Complete;
    };

type Complete = (value: unknown) => unknown;
type ObjectPlan = FieldPlan[];

function isPromiseLike(value: unknown): boolean {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

function isIterable(value: unknown): value is Iterable<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function';
}

function included(run: Run, node: { readonly directives?: readonly DirectiveNode[] }): boolean {
  if (!node.directives || node.directives.length === 0) return true;
  const skip = getDirectiveValues(GraphQLSkipDirective, node, run.variables);
  if (skip?.if === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, node, run.variables);
  return include?.if !== false;
}

function conditionMatches(run: Run, typeCondition: InlineFragmentNode['typeCondition'], type: GraphQLObjectType): boolean {
  if (!typeCondition) return true;
  const conditional = typeFromAST(run.schema, typeCondition);
  if (conditional === type) return true;
  return conditional !== undefined && isAbstractType(conditional) && run.schema.isSubType(conditional, type);
}

/** graphql-js's field collection: response name → its field nodes, in selection order. */
function collect(run: Run, type: GraphQLObjectType, selectionSet: SelectionSetNode, fields: Map<string, FieldNode[]>, visited: Set<string>): void {
  for (const selection of selectionSet.selections) {
    switch (selection.kind) {
      case Kind.FIELD: {
        if (!included(run, selection)) continue;
        const name = selection.alias ? selection.alias.value : selection.name.value;
        const list = fields.get(name);
        if (list) list.push(selection);
        else fields.set(name, [selection]);
        break;
      }
      case Kind.INLINE_FRAGMENT:
        if (!included(run, selection) || !conditionMatches(run, selection.typeCondition, type)) continue;
        collect(run, type, selection.selectionSet, fields, visited);
        break;
      case Kind.FRAGMENT_SPREAD: {
        const name = selection.name.value;
        if (visited.has(name) || !included(run, selection)) continue;
        visited.add(name);
        const fragment = run.fragments[name];
        if (!fragment || !conditionMatches(run, fragment.typeCondition, type)) continue;
        collect(run, type, fragment.selectionSet, fields, visited);
        break;
      }
    }
  }
}

function planObject(run: Run, type: GraphQLObjectType, fieldNodes: readonly FieldNode[]): ObjectPlan {
  const fields = new Map<string, FieldNode[]>();
  const visited = new Set<string>();
  for (const node of fieldNodes) if (node.selectionSet) collect(run, type, node.selectionSet, fields, visited);
  return planFields(run, type, fields);
}

function planFields(run: Run, parentType: GraphQLObjectType, fields: Map<string, FieldNode[]>): ObjectPlan {
  const plan: ObjectPlan = [];
  const typeFields = parentType.getFields();
  for (const [responseName, nodes] of fields) {
    // A response key `__proto__` would set a prototype, not a property.
    if (responseName === '__proto__') throw new HandOver();
    const first = nodes[0] as FieldNode;
    const fieldName = first.name.value;
    if (fieldName === '__typename') {
      plan.push({ responseName, typename: parentType.name });
      continue;
    }
    // Introspection is graphql-js's alone.
    if (fieldName === '__schema' || fieldName === '__type') throw new HandOver();
    const field: GraphQLField<unknown, unknown> | undefined = typeFields[fieldName];
    // graphql-js leaves a field it does not know out of the result (validation refuses it before).
    if (!field) continue;
    const info = resolveInfo(run, field, nodes, parentType);
    plan.push({
      responseName,
      resolve: field.resolve ?? run.fieldResolver,
      // Once per execution instead of once per object; frozen, so a resolver that would change them fails (and hands over).
      args: Object.freeze(getArgumentValues(field, first, run.variables)),
      info,
      complete: completion(run, field.type, info),
    });
  }
  return plan;
}

/** The resolve info of a field, shared by every object it runs on: reading its response path hands the run over. */
function resolveInfo(run: Run, field: GraphQLField<unknown, unknown>, fieldNodes: FieldNode[], parentType: GraphQLObjectType): GraphQLResolveInfo {
  return {
    fieldName: field.name,
    fieldNodes,
    returnType: field.type,
    parentType,
    get path(): GraphQLResolveInfo['path'] {
      run.offPath = true;
      return { prev: undefined, key: field.name, typename: parentType.name };
    },
    schema: run.schema,
    fragments: run.fragments,
    rootValue: run.rootValue,
    operation: run.operation,
    variableValues: run.variables,
  };
}

/** How a value of a return type is completed (graphql-js's completeValue, success path only). */
function completion(run: Run, type: GraphQLOutputType, info: GraphQLResolveInfo): Complete {
  if (isNonNullType(type)) {
    const inner = completion(run, type.ofType, info);
    return (value) => {
      const completed = inner(value);
      if (completed === null) throw new HandOver();
      return completed;
    };
  }
  if (isListType(type)) {
    const item = completion(run, type.ofType, info);
    return (value) => {
      if (value instanceof Error) throw new HandOver();
      if (value === null || value === undefined) return null;
      if (!isIterable(value)) throw new HandOver();
      return Array.from(value, (entry) => {
        if (isPromiseLike(entry)) throw new HandOver();
        return item(entry);
      });
    };
  }
  if (isLeafType(type)) {
    return (value) => {
      if (value instanceof Error) throw new HandOver();
      if (value === null || value === undefined) return null;
      const serialized: unknown = type.serialize(value);
      if (serialized === null || serialized === undefined) throw new HandOver();
      return serialized;
    };
  }
  if (isAbstractType(type)) return abstractCompletion(run, type, info);
  // An object type: its fields planned on first use.
  let plan: ObjectPlan | undefined;
  return (value) => {
    if (value instanceof Error) throw new HandOver();
    if (value === null || value === undefined) return null;
    if (type.isTypeOf) {
      const matches = type.isTypeOf(value, run.context, info);
      if (isPromiseLike(matches) || !matches) throw new HandOver();
    }
    plan ??= planObject(run, type, info.fieldNodes);
    return executeFields(run, plan, value);
  };
}

function abstractCompletion(run: Run, type: GraphQLAbstractType, info: GraphQLResolveInfo): Complete {
  const plans = new Map<GraphQLObjectType, ObjectPlan>();
  const resolveType = type.resolveType ?? run.typeResolver;
  return (value) => {
    if (value instanceof Error) throw new HandOver();
    if (value === null || value === undefined) return null;
    const name = resolveType(value, run.context, info, type);
    if (typeof name !== 'string') throw new HandOver();
    const runtimeType = run.schema.getType(name);
    if (!isObjectType(runtimeType) || !run.schema.isSubType(type, runtimeType)) throw new HandOver();
    if (runtimeType.isTypeOf) {
      const matches = runtimeType.isTypeOf(value, run.context, info);
      if (isPromiseLike(matches) || !matches) throw new HandOver();
    }
    let plan = plans.get(runtimeType);
    if (!plan) {
      plan = planObject(run, runtimeType, info.fieldNodes);
      plans.set(runtimeType, plan);
    }
    return executeFields(run, plan, value);
  };
}

function executeFields(run: Run, plan: ObjectPlan, source: unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of plan) {
    if (field.typename !== undefined) {
      result[field.responseName] = field.typename;
      continue;
    }
    const value = field.resolve(source, field.args, run.context, field.info);
    if (isPromiseLike(value)) throw new HandOver();
    result[field.responseName] = field.complete(value);
  }
  return result;
}

/** How operations were executed: planned here or handed over to graphql-js, and how many plans were made. */
export const executorStats = { planned: 0, handedOver: 0, plansMade: 0 };

/**
 * Executes a query as graphql-js's `execute` would, planned (see the module comment); any other
 * operation, and every query off the success path, is graphql-js's.
 */
export function executeQuery(args: ExecutionArgs): ExecutionResult | Promise<ExecutionResult> {
  const planned = tryPlanned(args);
  if (planned) {
    executorStats.planned += 1;
    return planned;
  }
  executorStats.handedOver += 1;
  return execute(args);
}

/** Planned operations per schema and document, by operation name and variable values (the newest few per document). */
const planned = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, Run>>>();
const PLANS_PER_DOCUMENT = 16;

function tryPlanned(args: ExecutionArgs): ExecutionResult | undefined {
  // Only the plain executions the mock world makes are kept: no root value, no resolvers of the caller's own.
  const keep = args.rootValue === undefined && !args.fieldResolver && !args.typeResolver;
  let byDocument = keep ? planned.get(args.schema) : undefined;
  if (keep && !byDocument) {
    byDocument = new WeakMap();
    planned.set(args.schema, byDocument);
  }
  let plans = byDocument?.get(args.document);
  if (byDocument && !plans) {
    plans = new Map();
    byDocument.set(args.document, plans);
  }
  const key = `${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`;
  let run = plans?.get(key);
  if (!run || run.busy) {
    run = planRun(args);
    if (!run) return undefined;
    if (plans && !plans.has(key)) {
      for (const oldest of plans.keys()) {
        if (plans.size < PLANS_PER_DOCUMENT) break;
        plans.delete(oldest);
      }
      plans.set(key, run);
    }
  }
  run.busy = true;
  run.context = args.contextValue;
  run.offPath = false;
  try {
    const rootType = args.schema.getQueryType() as GraphQLObjectType;
    if (!run.root) {
      const fields = new Map<string, FieldNode[]>();
      collect(run, rootType, run.operation.selectionSet, fields, new Set());
      run.root = planFields(run, rootType, fields);
    }
    const data = executeFields(run, run.root, args.rootValue);
    return run.offPath ? undefined : { data };
  } catch {
    return undefined;
  } finally {
    run.busy = false;
    run.context = undefined;
  }
}

/** A new plan of the operation, or undefined when it is not a query graphql-js would run (graphql-js then answers). */
function planRun(args: ExecutionArgs): Run | undefined {
  const { schema, document, operationName } = args;
  let operation: OperationDefinitionNode | undefined;
  const fragments: Record<string, FragmentDefinitionNode> = Object.create(null) as Record<string, FragmentDefinitionNode>;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    else if (definition.kind === Kind.OPERATION_DEFINITION) {
      if (operationName === null || operationName === undefined) {
        if (operation) return undefined;
        operation = definition;
      } else if (definition.name?.value === operationName) operation = definition;
    }
  }
  const rootType = schema.getQueryType();
  if (!operation || operation.operation !== 'query' || !rootType) return undefined;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], args.variableValues ?? {}, { maxErrors: 50 });
  if (coerced.errors) return undefined;
  executorStats.plansMade += 1;
  return {
    schema,
    fragments,
    variables: coerced.coerced,
    operation,
    rootValue: args.rootValue,
    fieldResolver: args.fieldResolver ?? defaultFieldResolver,
    typeResolver: args.typeResolver ?? defaultTypeResolver,
    root: undefined,
    busy: false,
    context: undefined,
    offPath: false,
  };
}
