/**
 * Read-operation checks: every query of the contract run over HTTP with sample variables
 * (`graphql:run:{Operation}`). Mutations are not run here: they change the account. The ones a
 * subscription check needs are run (and undone) by that check.
 */
import type { Check, CheckOutcome } from '../model.ts';
import type { ContractOperation } from './contract.ts';
import { judge } from './execution.ts';
import type { RunSession } from './run-session.ts';

export function runCheckId(operation: ContractOperation): string {
  return `graphql:run:${operation.name}`;
}

export function planOperationRunChecks(operations: ContractOperation[], session: RunSession): Check[] {
  return operations
    .filter((operation) => operation.type === 'query')
    .map(
      (operation): Check => ({
        id: runCheckId(operation),
        contract: 'graphql',
        kind: 'operation-run',
        operation: operation.name,
        target: operation.rootField,
        tags: [operation.type],
        title: `${operation.name} answers without errors, shaped as the document asks`,
        async run({ signal }): Promise<CheckOutcome> {
          const run = await session.run(operation.name, signal);
          if (run.kind === 'not-run') return { status: 'skipped', reason: run.reason };
          const failure = judge(run.execution);
          return failure ? { status: 'failed', failure } : { status: 'passed' };
        },
      }),
    );
}
