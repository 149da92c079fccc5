/**
 * The contract violations real traffic showed through the proxy: each kind (operation, direction, the schema path
 * that failed and the problem) is logged once, with the exchange that showed it first and a curl line, and counted
 * every time; per operation, how many exchanges went to the real backend, to the mocks, and fell back. Read live
 * by the control API (`GET /__mocks/proxy/violations`, the Mocks panel) and written on exit as JSON and JUnit
 * (`--report <file>`: `<file>.json` and `<file>.xml`), so a CI job that runs the app's e2e suite through the
 * proxy fails on drift.
 */
import { writeFile } from 'node:fs/promises';
import junit from 'junit-report-builder';
import type { ProxyContract } from './routes.ts';

export type ViolationSide = 'request' | 'response';

export interface Violation {
  /** Stable key of the kind: operation, side, schema path and problem. */
  id: string;
  contract: ProxyContract;
  /** REST operationId or GraphQL operation name (`(unknown)` for a path no contract has). */
  operation: string;
  /** Whether the app's request or the real backend's answer broke the contract. */
  side: ViolationSide;
  method: string;
  path: string;
  /** The status the real backend answered (absent for a request refused before it was sent). */
  status?: number;
  /** Where in the contract the broken rule is (`profile#/paths/…/schema #/properties/name/type`, `schema.graphql Query.page`). */
  schemaPath: string;
  /** One sentence: what broke. */
  message: string;
  /** A curl command that sends the request again (credentials left as shell variables). */
  curl: string;
  /** How many exchanges showed this kind. */
  count: number;
  firstSeen: string;
  lastSeen: string;
}

export interface OperationTally {
  operation: string;
  contract: ProxyContract;
  /** Exchanges the real backend answered. */
  real: number;
  /** Exchanges the mocks answered because of the route. */
  mock: number;
  /** Exchanges the mocks answered because the real backend had not built the operation or could not be reached. */
  fallback: number;
  /** Violations seen (every occurrence). */
  violations: number;
  /** Why the last fallback happened. */
  lastFallback?: string;
}

export type Served = 'real' | 'mock' | 'fallback';

/** A problem with its list positions masked: `body.profiles.0.name is required` → `body.profiles[].name is required`. */
function kindOf(message: string): string {
  return message.replace(/\.\d+(?=[.\s:]|$)/g, '[]').replace(/\[\d+\]/g, '[]');
}

export class ViolationLog {
  private readonly kinds = new Map<string, Violation>();
  private readonly tallies = new Map<string, OperationTally>();

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly print: (line: string) => void = (line) => console.warn(line),
  ) {}

  private tally(contract: ProxyContract, operation: string): OperationTally {
    const key = `${contract} ${operation}`;
    let tally = this.tallies.get(key);
    if (!tally) {
      tally = { operation, contract, real: 0, mock: 0, fallback: 0, violations: 0 };
      this.tallies.set(key, tally);
    }
    return tally;
  }

  served(contract: ProxyContract, operation: string, how: Served, why?: string): void {
    const tally = this.tally(contract, operation);
    tally[how] += 1;
    if (how === 'fallback' && why) tally.lastFallback = why;
  }

  /**
   * Records one violation; the first of its kind is printed with its exchange and curl line. The same rule broken
   * by several items of a list (`body.profiles.0.name`, `body.profiles.1.name`, `data.page[2].title`) is one kind.
   */
  record(found: Omit<Violation, 'id' | 'count' | 'firstSeen' | 'lastSeen'>): Violation {
    const id = [found.contract, found.operation, found.side, found.schemaPath, kindOf(found.message)].join(' | ');
    const at = this.now().toISOString();
    this.tally(found.contract, found.operation).violations += 1;
    const known = this.kinds.get(id);
    if (known) {
      known.count += 1;
      known.lastSeen = at;
      return known;
    }
    const violation: Violation = { ...found, id, count: 1, firstSeen: at, lastSeen: at };
    this.kinds.set(id, violation);
    this.print(
      [
        `[proxy] contract violation in the ${found.side === 'request' ? "app's request" : "real backend's answer"} of ${found.operation} (${found.contract}):`,
        `  ${found.method} ${found.path}${found.status === undefined ? '' : ` → ${found.status}`}: ${found.message}`,
        `  schema: ${found.schemaPath}`,
        `  reproduce: ${found.curl}`,
      ].join('\n'),
    );
    return violation;
  }

  violations(): Violation[] {
    return [...this.kinds.values()];
  }

  operations(): OperationTally[] {
    return [...this.tallies.values()].sort((a, b) => b.violations - a.violations || a.operation.localeCompare(b.operation));
  }

  clear(): void {
    this.kinds.clear();
    this.tallies.clear();
  }

  /** The report a CI job reads: every violation kind and every operation's tally. */
  json(): { violations: Violation[]; operations: OperationTally[]; summary: { kinds: number; occurrences: number } } {
    const violations = this.violations();
    return { violations, operations: this.operations(), summary: { kinds: violations.length, occurrences: violations.reduce((sum, item) => sum + item.count, 0) } };
  }

  /** JUnit XML: one suite per contract, a test case per operation the proxy forwarded, failed by its violations. */
  junit(): string {
    const builder = junit.newBuilder();
    builder.name('Airwave contract proxy');
    const contracts = [...new Set(this.operations().map((tally) => tally.contract))].sort();
    for (const contract of contracts) {
      const suite = builder.testSuite().name(contract);
      for (const tally of this.operations().filter((item) => item.contract === contract)) {
        const testCase = suite.testCase().className(contract).name(`${tally.operation} — real traffic keeps the contract`);
        testCase.property('real', String(tally.real)).property('mock', String(tally.mock)).property('fallback', String(tally.fallback));
        const found = this.violations().filter((item) => item.contract === contract && item.operation === tally.operation);
        if (found.length > 0) {
          testCase.failure(found.map((item) => item.message).join('; '), 'contract-violation');
          testCase.stacktrace(
            found.map((item) => `${item.method} ${item.path}${item.status === undefined ? '' : ` → ${item.status}`} (${item.count}×): ${item.message}\nschema: ${item.schemaPath}\nreproduce: ${item.curl}`).join('\n\n'),
          );
        } else if (tally.real === 0) {
          testCase.skipped().standardOutput('the real backend answered none of its exchanges');
        }
      }
    }
    return builder.build();
  }

  /** Writes `<base>.json` and `<base>.xml` (a base ending in .json or .xml has that ending taken off first). */
  async write(base: string): Promise<string[]> {
    const stem = base.replace(/\.(json|xml)$/, '');
    const files = [`${stem}.json`, `${stem}.xml`];
    await writeFile(files[0] as string, `${JSON.stringify(this.json(), null, 2)}\n`);
    await writeFile(files[1] as string, this.junit());
    return files;
  }
}
