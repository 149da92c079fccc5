/**
 * Lints the GraphQL contract: the schema must build, and every document in
 * contracts/graphql/operations/ must validate against it (graphql-js's specified rules, which include
 * unique operation and fragment names and no unused fragment across all files together).
 * Prints each problem with its file and line; exits 1 when there is any.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphQLError, Source, buildSchema, concatAST, parse, validate, type DocumentNode } from 'graphql';

const root = fileURLToPath(new URL('../..', import.meta.url));
const schemaFile = 'contracts/graphql/schema.graphql';
const operationsDir = 'contracts/graphql/operations';

function describe(error: GraphQLError): string {
  const where = error.source && error.locations?.[0] ? `${error.source.name}:${error.locations[0].line}` : schemaFile;
  return `${where}: ${error.message}`;
}

async function main(): Promise<number> {
  const schemaSource = new Source(await readFile(path.join(root, schemaFile), 'utf8'), schemaFile);
  const schema = buildSchema(schemaSource);
  const files = (await readdir(path.join(root, operationsDir))).filter((f) => f.endsWith('.graphql')).sort();
  const documents: DocumentNode[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const name = `${operationsDir}/${file}`;
    try {
      documents.push(parse(new Source(await readFile(path.join(root, name), 'utf8'), name)));
    } catch (error) {
      problems.push(error instanceof GraphQLError ? describe(error) : `${name}: ${String(error)}`);
    }
  }
  if (problems.length === 0) problems.push(...validate(schema, concatAST(documents)).map(describe));
  if (problems.length > 0) {
    console.error(`GraphQL operations do not validate against ${schemaFile}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  const count = documents.reduce((n, doc) => n + doc.definitions.length, 0);
  console.log(`GraphQL contract: schema builds; ${count} definitions in ${files.length} files validate.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`GraphQL contract lint failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
