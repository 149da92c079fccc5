/**
 * The GraphQL contract as the checker reads it: the schema from contracts/graphql/schema.graphql and every
 * operation of contracts/graphql/operations/*.graphql as a self-contained document (the operation plus
 * the fragments it reaches, across files), with `__typename` added to every field selection set the way
 * the app's Apollo client sends it (which also lets the shape check resolve abstract types).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GraphQLError,
  Kind,
  Source,
  buildSchema,
  parse,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type OperationTypeNode,
  type SelectionSetNode,
} from 'graphql';
import { CheckerSetupError } from '../model.ts';

export const SCHEMA_FILE = 'contracts/graphql/schema.graphql';
export const OPERATIONS_DIR = 'contracts/graphql/operations';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ContractOperation {
  name: string;
  type: OperationTypeNode;
  /** e.g. contracts/graphql/operations/page.graphql */
  file: string;
  /** The root field it selects as a schema coordinate, e.g. `Query.page`. */
  rootField: string;
  /** The operation and its fragments, `__typename` added: what the checker sends. */
  document: DocumentNode;
  /** The operation definition inside `document`. */
  definition: OperationDefinitionNode;
}

export interface GraphQLContract {
  schema: GraphQLSchema;
  operations: ContractOperation[];
}

async function readContractFile(relative: string): Promise<Source> {
  try {
    return new Source(await readFile(path.join(root, relative), 'utf8'), relative);
  } catch (error) {
    throw new CheckerSetupError(`Cannot read the GraphQL contract ${relative}: ${(error as Error).message}`);
  }
}

function parseContract<T>(file: string, build: () => T): T {
  try {
    return build();
  } catch (error) {
    const where = error instanceof GraphQLError && error.locations?.[0] ? `${file}:${error.locations[0].line}` : file;
    throw new CheckerSetupError(`The GraphQL contract ${where} is invalid: ${(error as Error).message}`);
  }
}

const TYPENAME_FIELD: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** Adds `__typename` to every field's selection set that lacks it (as Apollo's addTypenameToDocument does). */
export function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    Field: {
      leave(node): FieldNode | undefined {
        const selections = node.selectionSet?.selections;
        if (!selections || selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename')) return undefined;
        const selectionSet: SelectionSetNode = { ...node.selectionSet, kind: Kind.SELECTION_SET, selections: [...selections, TYPENAME_FIELD] };
        return { ...node, selectionSet };
      },
    },
  });
}

/** The fragments an operation reaches, in first-use order. */
function fragmentsOf(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): FragmentDefinitionNode[] {
  const reached = new Map<string, FragmentDefinitionNode>();
  const pending: Array<OperationDefinitionNode | FragmentDefinitionNode> = [operation];
  while (pending.length > 0) {
    const next = pending.shift();
    if (!next) break;
    visit(next, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (fragment && !reached.has(name)) {
          reached.set(name, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return [...reached.values()];
}

function rootFieldOf(schema: GraphQLSchema, operation: OperationDefinitionNode): string {
  const rootType = schema.getRootType(operation.operation);
  const first = operation.selectionSet.selections.find((selection): selection is FieldNode => selection.kind === Kind.FIELD);
  return `${rootType?.name ?? operation.operation}.${first?.name.value ?? '?'}`;
}

export async function loadGraphQLContract(): Promise<GraphQLContract> {
  const schemaSource = await readContractFile(SCHEMA_FILE);
  const schema = parseContract(SCHEMA_FILE, () => buildSchema(schemaSource));
  let files: string[];
  try {
    files = (await readdir(path.join(root, OPERATIONS_DIR))).filter((file) => file.endsWith('.graphql')).sort();
  } catch (error) {
    throw new CheckerSetupError(`Cannot read the GraphQL operations in ${OPERATIONS_DIR}: ${(error as Error).message}`);
  }
  const parsed: Array<{ file: string; document: DocumentNode }> = [];
  for (const file of files) {
    const relative = `${OPERATIONS_DIR}/${file}`;
    const source = await readContractFile(relative);
    parsed.push({ file: relative, document: parseContract(relative, () => parse(source)) });
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of parsed) {
    for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operations: ContractOperation[] = [];
  for (const { file, document } of parsed) {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
      const sent = withTypename({ kind: Kind.DOCUMENT, definitions: [definition, ...fragmentsOf(definition, fragments)] });
      const [sentDefinition] = sent.definitions;
      if (sentDefinition?.kind !== Kind.OPERATION_DEFINITION) continue;
      operations.push({
        name: definition.name.value,
        type: definition.operation,
        file,
        rootField: rootFieldOf(schema, definition),
        document: sent,
        definition: sentDefinition,
      });
    }
  }
  return { schema, operations };
}
