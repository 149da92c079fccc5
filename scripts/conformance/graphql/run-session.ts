/**
 * The read operations of one checker run, each executed at most once and shared: an operation's own
 * check, and any later operation that needs a value from its answer (a TileGroup.id for Tiles, a
 * channelId for ChannelIsFavorite, a channel or show for a subscription trigger), await the same run.
 *
 * Only "independent" queries provide values: those whose required variables need no value from another
 * answer. That keeps the lookups one level deep, so concurrent checks cannot wait on each other in a
 * cycle.
 */
import { Kind } from 'graphql';
import type { ContractOperation } from './contract.ts';
import { execute, type Execution, type ExecutionTarget } from './execution.ts';
import type { ObjectRecord } from './shape.ts';
import { operationsSelecting, type OperationUsage } from './usage.ts';
import { sampleVariables, variableHints } from './variables.ts';

export type OperationRun =
  | { kind: 'ran'; execution: Execution }
  | { kind: 'not-run'; reason: string };

export interface RunSessionInput extends ExecutionTarget {
  usage: OperationUsage;
  /** Operations that do not validate against the server's schema, with the validation check's id. */
  invalidOnServer: Map<string, string>;
}

export class RunSession {
  private readonly runs = new Map<string, Promise<OperationRun>>();
  private readonly independent: Set<string>;

  constructor(private readonly input: RunSessionInput) {
    this.independent = new Set(
      input.contract.operations
        .filter((operation) => operation.type === 'query' && this.requiredHints(operation) === 0)
        .map((operation) => operation.name),
    );
  }

  private requiredHints(operation: ContractOperation): number {
    const hints = variableHints(this.input.contract.schema, operation);
    return (operation.definition.variableDefinitions ?? []).filter(
      (definition) => definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue && hints.has(definition.variable.name.value),
    ).length;
  }

  operation(name: string): ContractOperation | undefined {
    return this.input.contract.operations.find((operation) => operation.name === name);
  }

  /** The run of a query operation (started on first request). */
  run(name: string, signal?: AbortSignal): Promise<OperationRun> {
    let run = this.runs.get(name);
    if (!run) {
      run = this.start(name, signal);
      this.runs.set(name, run);
    }
    return run;
  }

  private async start(name: string, signal?: AbortSignal): Promise<OperationRun> {
    const operation = this.operation(name);
    if (!operation || operation.type !== 'query') return { kind: 'not-run', reason: `${name} is not a query of the contract` };
    const invalid = this.input.invalidOnServer.get(name);
    if (invalid) return { kind: 'not-run', reason: `${name} does not validate against the server's schema (see ${invalid})` };
    const sample = await sampleVariables(this.input.contract.schema, operation, (coordinate) => this.lookup(coordinate, signal));
    if (sample.kind === 'missing') {
      return { kind: 'not-run', reason: `$${sample.variable} needs a ${sample.coordinate} from another operation's answer, and none had one` };
    }
    return { kind: 'ran', execution: await execute(this.input, operation, sample.variables, signal) };
  }

  /** Records of `typeName` having every one of `fields`, from the answers of the queries that select them. */
  async records(typeName: string, fields: string[], signal?: AbortSignal): Promise<ObjectRecord[]> {
    const providers = this.input.contract.operations.filter(
      (operation) =>
        this.independent.has(operation.name) &&
        fields.every((field) => operationsSelecting(this.input.usage, `${typeName}.${field}`).includes(operation.name)),
    );
    const found: ObjectRecord[] = [];
    for (const provider of providers) {
      const run = await this.run(provider.name, signal);
      if (run.kind !== 'ran') continue;
      for (const record of run.execution.shape?.records ?? []) {
        if (record.typeName === typeName && fields.every((field) => record.fields[field] !== undefined && record.fields[field] !== null)) found.push(record);
      }
      if (found.length > 0) return found;
    }
    return found;
  }

  /** A value of `Type.field` from an earlier answer. */
  async lookup(coordinate: string, signal?: AbortSignal): Promise<unknown> {
    const [typeName = '', field = ''] = coordinate.split('.');
    const [first] = await this.records(typeName, [field], signal);
    return first?.fields[field];
  }
}
