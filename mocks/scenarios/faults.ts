/**
 * Faults are settings, not handler edits: a scenario (or the URL, a header, the dev panel, a CLI flag)
 * names an operation and what should go wrong with it. Operations are named by their contract name:
 * the REST operationId (`subscribe`, `createProfile`, …) or the GraphQL operation name (`Page`).
 * `*` applies to every operation.
 */
import { operations } from '../../common/openapi/contracts.ts';
import { isPlaybackErrorName, PLAYBACK_ERROR_NAMES, playbackCategoryOf, playbackErrorStatus, type PlaybackErrorName } from '../../common/error-catalogue.ts';
import type { Fault, FaultSettings } from '../db/faults.ts';

export type { Fault, FaultSettings };

/** A fault text that does not follow the grammar; its message says what is wrong and how to write it. */
export class FaultSyntaxError extends Error {
  override name = 'FaultSyntaxError';
}

const grammar =
  'faults are `operation:kind[=value]` separated by commas, e.g. `subscribe:billing-error=1102,Page:delay=2000,getManifest:playback-error=TOO_MANY_STREAMS`';

const KINDS =
  'delay, status, billing-error, surge, profile-error, network, timeout, unauthorized, geo-fail, playback-error, graphql-error, drop-socket, bandwidth or bitrate-cap (e.g. getManifest:timeout=5000, getManifest:playback-error=TOO_MANY_STREAMS, media:bandwidth=80, getManifest:bitrate-cap=90-120; see mocks/README.md)';

/** How long a `timeout` fault holds the request before dropping it, unless it says (a player's own limit is usually shorter). */
export const DEFAULT_TIMEOUT_FAULT_MS = 30_000;

const PLAYBACK_OPERATIONS = operations.filter((operation) => operation.contract === 'playback');

/**
 * A `playback-error` fault names a contract failure and a playback operation (or `*`) that documents the
 * status the mapping table gives it there (a licence call has no 410, the manifest call no 500).
 */
function playbackErrorFault(raw: string, operationName: string, value: string | undefined): Fault {
  if (value === undefined || !isPlaybackErrorName(value)) {
    throw new FaultSyntaxError(`Fault "${raw}" needs a playback error name: one of ${PLAYBACK_ERROR_NAMES.join(', ')}.`);
  }
  const name: PlaybackErrorName = value;
  if (operationName === '*') return { kind: 'playback-error', name };
  const operation = PLAYBACK_OPERATIONS.find((candidate) => candidate.operationId === operationName);
  if (!operation) {
    throw new FaultSyntaxError(
      `Fault "${raw}": playback-error applies to a playback operation (${PLAYBACK_OPERATIONS.map((candidate) => candidate.operationId).join(', ')}) or *.`,
    );
  }
  const status = playbackErrorStatus(name, playbackCategoryOf(operation.operationId));
  if (!operation.statuses.includes(String(status))) {
    throw new FaultSyntaxError(`Fault "${raw}": ${name} is answered with HTTP ${status}, which ${operation.operationId} does not document.`);
  }
  return { kind: 'playback-error', name };
}

/**
 * Ready-made fault texts the Mocks panel offers (the control API lists them): the player's failures, each
 * refusing the manifest or the licence call the way the playback contract words it, and the checkout's
 * payment form under surge.
 */
export const FAULT_PRESETS: readonly { faults: string; label: string }[] = [
  { faults: 'getManifest:status=403', label: 'Player: manifest 403' },
  { faults: 'getManifest:status=502', label: 'Player: manifest 502 (retried)' },
  { faults: 'getManifest:status=504', label: 'Player: manifest 504 (retried)' },
  { faults: `getManifest:timeout=${DEFAULT_TIMEOUT_FAULT_MS}`, label: 'Player: manifest timeout (held 30 s, then dropped)' },
  { faults: 'requestClearKeyLicense:playback-error=KEY_NOT_AUTHORIZED', label: 'Player: licence refused' },
  { faults: 'getManifest:playback-error=BROADCAST_BLACKOUT', label: 'Player: blackout' },
  { faults: 'getManifest:playback-error=TOO_MANY_STREAMS', label: 'Player: too many streams' },
  { faults: 'getManifest:playback-error=NOT_IN_PACKAGE', label: 'Player: not in package' },
  { faults: 'getManifest:playback-error=GEO_RESTRICTED', label: 'Player: outside the US' },
  { faults: 'getManifest:playback-error=ACCOUNT_ISSUE', label: 'Player: account issue' },
  { faults: 'getManifest:playback-error=RECORDING_NOT_AVAILABLE', label: 'Player: recording not ready yet' },
  { faults: 'getManifest:playback-error=RECORDING_CORRUPTED', label: 'Player: corrupted recording' },
  { faults: 'getManifest:playback-error=VOD_OUTSIDE_WINDOW', label: 'Player: on-demand title outside its window' },
  { faults: 'getManifest:playback-error=RECORDING_OUTSIDE_WINDOW', label: 'Player: recording outside its window' },
  { faults: 'media:bandwidth=80', label: 'Player: slow network (media at 80 kbit/s)' },
  { faults: 'createSetupIntent:surge=1806', label: 'Billing: payment form under surge (card-only form)' },
];

/** `bitrate-cap=MIN-MAX` in kilobits per second, either side empty for none (`-80`, `90-`, `90-120`). */
function bitrateCapFault(raw: string, value: string | undefined): Fault {
  const match = /^([0-9]*)-([0-9]*)$/.exec(value ?? '');
  const [, min = '', max = ''] = match ?? [];
  if (!match || (min === '' && max === '')) throw new FaultSyntaxError(`Fault "${raw}" needs a cap as MIN-MAX in kilobits per second, either side empty for none (e.g. bitrate-cap=-80).`);
  return { kind: 'bitrate-cap', minKbps: min === '' ? null : Number(min), maxKbps: max === '' ? null : Number(max) };
}

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
      case 'surge': {
        const code = value === undefined ? 1806 : number('a surge code (1803 or 1806)');
        if (code !== 1803 && code !== 1806) throw new FaultSyntaxError(`Fault "${raw}" needs a surge code: 1803 (request enqueued) or 1806 (surge encounter).`);
        fault = { kind, code };
        break;
      }
      case 'graphql-error':
        fault = { kind, message: value ?? 'Mock fault: GraphQL error' };
        break;
      case 'timeout':
        fault = { kind, ms: value === undefined ? DEFAULT_TIMEOUT_FAULT_MS : number('a time in milliseconds') };
        if (fault.ms < 0) throw new FaultSyntaxError(`Fault "${raw}" needs a time in milliseconds of 0 or more.`);
        break;
      case 'playback-error':
        fault = playbackErrorFault(raw, operation, value);
        break;
      case 'bitrate-cap':
        fault = bitrateCapFault(raw, value);
        break;
      case 'bandwidth':
        fault = { kind, kbps: number('kilobits per second') };
        if (fault.kbps < 1) throw new FaultSyntaxError(`Fault "${raw}" needs kilobits per second of 1 or more.`);
        break;
      case 'network':
      case 'unauthorized':
      case 'geo-fail':
      case 'drop-socket':
        fault = { kind };
        break;
      default:
        throw new FaultSyntaxError(
          `Unknown fault kind "${kind}" in "${raw}": use ${KINDS}.`,
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
          fault.kind === 'delay' || fault.kind === 'timeout' ? fault.ms
          : fault.kind === 'bandwidth' ? fault.kbps
          : fault.kind === 'bitrate-cap' ? `${fault.minKbps ?? ''}-${fault.maxKbps ?? ''}`
          : fault.kind === 'status' ? fault.status
          : fault.kind === 'playback-error' ? fault.name
          : fault.kind === 'billing-error' || fault.kind === 'profile-error' || fault.kind === 'surge' ? fault.code
          : fault.kind === 'graphql-error' ? fault.message
          : undefined;
        return `${operation}:${fault.kind}${value === undefined ? '' : `=${value}`}`;
      }),
    )
    .join(',');
}
