/**
 * Faults are settings, not handler edits: a scenario (or the URL, a header, the dev panel, a CLI flag)
 * names an operation and what should go wrong with it. Operations are named by their contract name:
 * the REST operationId (`subscribe`, `createProfile`, …) or the GraphQL operation name (`Page`).
 * `*` applies to every operation.
 */
import type { Fault, FaultSettings } from '../db/faults.ts';

export type { Fault, FaultSettings };

/** A fault text that does not follow the grammar; its message says what is wrong and how to write it. */
export class FaultSyntaxError extends Error {
  override name = 'FaultSyntaxError';
}

const grammar =
  'faults are `operation:kind[=value]` separated by commas, e.g. `subscribe:billing-error=1102,Page:delay=2000`';

/** Reads the fault grammar used by `?faults=`, the `x-mock-faults` header and `--faults`. */
export function parseFaults(text: string): FaultSettings {
  const settings: FaultSettings = {};
  for (const raw of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([\w*.-]+):([a-z-]+)(?:=(.+))?$/.exec(raw);
    if (!match) throw new FaultSyntaxError(`Cannot read fault "${raw}": ${grammar}.`);
    const [, operation = '', kind, value] = match;
    const number = (what: string): number => {
      const parsed = Number(value);
      if (value === undefined || !Number.isInteger(parsed)) throw new FaultSyntaxError(`Fault "${raw}" needs ${what} as a whole number.`);
      return parsed;
    };
    let fault: Fault;
    switch (kind) {
      case 'delay':
        fault = { kind, ms: number('a delay in milliseconds') };
        break;
      case 'status':
        fault = { kind, status: number('an HTTP status') };
        break;
      case 'billing-error':
        fault = { kind, code: number('a billing error code') };
        break;
      case 'profile-error':
        fault = { kind, code: number('an error_code') };
        break;
      case 'graphql-error':
        fault = { kind, message: value ?? 'Mock fault: GraphQL error' };
        break;
      case 'network':
      case 'unauthorized':
      case 'geo-fail':
      case 'drop-socket':
        fault = { kind };
        break;
      default:
        throw new FaultSyntaxError(
          `Unknown fault kind "${kind}" in "${raw}": use delay, status, billing-error, profile-error, network, unauthorized, geo-fail, graphql-error or drop-socket.`,
        );
    }
    (settings[operation] ??= []).push(fault);
  }
  return settings;
}

/** The faults that apply to one operation (its own, then the `*` ones). */
export function faultsFor(settings: FaultSettings, operation: string): Fault[] {
  return [...(settings[operation] ?? []), ...(settings['*'] ?? [])];
}

export function formatFaults(settings: FaultSettings): string {
  return Object.entries(settings)
    .flatMap(([operation, faults]) =>
      faults.map((fault) => {
        const value =
          fault.kind === 'delay' ? fault.ms
          : fault.kind === 'status' ? fault.status
          : fault.kind === 'billing-error' || fault.kind === 'profile-error' ? fault.code
          : fault.kind === 'graphql-error' ? fault.message
          : undefined;
        return `${operation}:${fault.kind}${value === undefined ? '' : `=${value}`}`;
      }),
    )
    .join(',');
}
