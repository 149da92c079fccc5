/**
 * Schema diff: the server's introspected schema against contracts/graphql/schema.graphql, with
 * @graphql-inspector/core (`diff(contract, server)`: the server is the "new" schema, so a field the
 * contract has and the server lacks is FIELD_REMOVED).
 *
 * - Breaking changes fail, one check each, naming the contract operations they break.
 * - Dangerous changes (an enum value or union member the contract does not know, a changed argument
 *   default, a new optional argument) are reported as passing checks, one each, naming the operations
 *   they concern. They do not fail because every contract operation still validates and runs; what can
 *   actually hurt a client (an enum value or `__typename` outside the contract arriving in a response) is
 *   what the operation-run and subscription checks fail on when it happens.
 * - Safe changes (additions, descriptions) pass, grouped one check per change type.
 * - No difference at all: one passing check, "schema matches the contract".
 *
 * Check ids: `graphql:schema:{CHANGE_TYPE}:{path}` (e.g. `graphql:schema:FIELD_REMOVED:Channel.callsign`),
 * `graphql:schema:safe:{CHANGE_TYPE}` and `graphql:schema:matches` — stable for the same difference.
 */
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, type GraphQLSchema } from 'graphql';
import { curlFor } from '../http.ts';
import type { Check, CheckOutcome, Target } from '../model.ts';
import { SCHEMA_FILE } from './contract.ts';
import { operationsConcernedBy, type OperationUsage } from './usage.ts';

const SAFE_EXAMPLES = 6;

/** A coordinate as one schema declares it, for a report's expected/actual lines. */
export function describeCoordinate(schema: GraphQLSchema, path: string): string {
  if (path.startsWith('@')) {
    const name = path.slice(1).split('.')[0] ?? '';
    const directive = schema.getDirective(name);
    return directive ? `directive @${name}(${directive.args.map((arg) => `${arg.name}: ${String(arg.type)}`).join(', ')})` : `no directive @${name}`;
  }
  const [typeName = '', member, argumentName] = path.split('.').filter((segment) => !segment.startsWith('@'));
  const type = schema.getType(typeName);
  if (!type) return `no type ${typeName}`;
  if (member === undefined) {
    if (isUnionType(type)) return `union ${typeName} = ${type.getTypes().map((member) => member.name).join(' | ')}`;
    if (isObjectType(type) || isInterfaceType(type)) {
      const interfaces = type.getInterfaces().map((item) => item.name);
      return `${isObjectType(type) ? 'type' : 'interface'} ${typeName}${interfaces.length > 0 ? ` implements ${interfaces.join(' & ')}` : ''}`;
    }
    return `${isEnumType(type) ? 'enum' : isInputObjectType(type) ? 'input' : 'scalar'} ${typeName}`;
  }
  if (isEnumType(type)) {
    return type.getValue(member) ? `enum ${typeName} has ${member}` : `enum ${typeName} has no ${member} (values: ${type.getValues().map((value) => value.name).join(', ')})`;
  }
  if (isUnionType(type)) return `union ${typeName} = ${type.getTypes().map((item) => item.name).join(' | ')}`;
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return `${typeName} (no members)`;
  const field = type.getFields()[member];
  if (!field) return `no field ${typeName}.${member}`;
  if ('args' in field) {
    if (argumentName !== undefined) {
      const argument = field.args.find((item) => item.name === argumentName);
      return argument
        ? `${typeName}.${member}(${argumentName}: ${String(argument.type)}${argument.defaultValue !== undefined ? ` = ${JSON.stringify(argument.defaultValue)}` : ''})`
        : `${typeName}.${member} has no argument ${argumentName}`;
    }
    const args = field.args.length > 0 ? `(${field.args.map((item) => `${item.name}: ${String(item.type)}`).join(', ')})` : '';
    return `${typeName}.${member}${args}: ${String(field.type)}`;
  }
  return `${typeName}.${member}: ${String(field.type)}`;
}

const TYPE_REF = 'kind name ofType{kind name ofType{kind name ofType{kind name}}}';

/** A small introspection request about the changed coordinate, as a curl line. */
function introspectionCurl(target: Target, url: string, path: string): string {
  const query = path.startsWith('@')
    ? '{__schema{directives{name locations args{name type{' + TYPE_REF + '}}}}}'
    : `{__type(name:${JSON.stringify(path.split('.')[0])}){name kind interfaces{name} possibleTypes{name} enumValues(includeDeprecated:true){name} ` +
      `inputFields{name type{${TYPE_REF}}} fields(includeDeprecated:true){name type{${TYPE_REF}} args{name defaultValue type{${TYPE_REF}}}}}}`;
  return curlFor(target, { method: 'POST', url, body: { kind: 'json', value: { query } } });
}

function concerned(operations: string[]): string {
  return operations.length > 0 ? operations.join(', ') : 'no contract operation';
}

function passed(): Promise<CheckOutcome> {
  return Promise.resolve({ status: 'passed' });
}

interface DiffInput {
  contractSchema: GraphQLSchema;
  serverSchema: GraphQLSchema;
  usage: OperationUsage;
  target: Target;
  graphqlUrl: string;
}

function changeCheck(input: DiffInput, change: Change, id: string): Check {
  const path = change.path ?? '';
  const operations = operationsConcernedBy(input.usage, change.type, change.path);
  const base = { id, contract: 'graphql', kind: 'schema-diff', operation: path || change.type, target: path || change.type } as const;
  if (change.criticality.level === CriticalityLevel.Dangerous) {
    return { ...base, tags: ['schema', 'dangerous'], title: `dangerous (reported, not failed): ${change.message}; concerns ${concerned(operations)}`, run: passed };
  }
  const breaks = operations.length > 0 ? `breaks ${operations.join(', ')}` : 'no contract operation uses it, but the contract declares it';
  const outcome: CheckOutcome = {
    status: 'failed',
    failure: {
      message: `${change.message}: ${breaks}`,
      expected: `${SCHEMA_FILE}: ${describeCoordinate(input.contractSchema, path)}`,
      actual: `server: ${describeCoordinate(input.serverSchema, path)}`,
      reproduction: introspectionCurl(input.target, input.graphqlUrl, path),
    },
  };
  return { ...base, tags: ['schema', 'breaking'], title: `breaking: ${change.message}`, run: () => Promise.resolve(outcome) };
}

function safeChecks(changes: Change[]): Check[] {
  const byType = new Map<string, Change[]>();
  for (const change of changes) byType.set(change.type, [...(byType.get(change.type) ?? []), change]);
  return [...byType].map(([type, group]): Check => {
    const paths = group.map((change) => change.path ?? change.message);
    const shown = paths.slice(0, SAFE_EXAMPLES).join(', ') + (paths.length > SAFE_EXAMPLES ? `, and ${paths.length - SAFE_EXAMPLES} more` : '');
    return {
      id: `graphql:schema:safe:${type}`,
      contract: 'graphql',
      kind: 'schema-diff',
      operation: type,
      target: paths[0] ?? type,
      tags: ['schema', 'safe'],
      title: `safe: ${group.length} × ${type.toLowerCase().replace(/_/g, ' ')} (${shown})`,
      run: passed,
    };
  });
}

export async function planSchemaDiffChecks(input: DiffInput): Promise<Check[]> {
  const changes = await diff(input.contractSchema, input.serverSchema);
  if (changes.length === 0) {
    return [
      {
        id: 'graphql:schema:matches',
        contract: 'graphql',
        kind: 'schema-diff',
        operation: 'schema',
        target: SCHEMA_FILE,
        tags: ['schema'],
        title: 'schema matches the contract',
        run: passed,
      },
    ];
  }
  const checks: Check[] = [];
  const seen = new Map<string, number>();
  for (const change of changes) {
    if (change.criticality.level === CriticalityLevel.NonBreaking) continue;
    const base = `graphql:schema:${change.type}:${change.path ?? ''}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    checks.push(changeCheck(input, change, count > 1 ? `${base}#${count}` : base));
  }
  return [...checks, ...safeChecks(changes.filter((change) => change.criticality.level === CriticalityLevel.NonBreaking))];
}
