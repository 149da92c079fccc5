/**
 * A REST server whose JSON is not UTF-8: the standalone mock server, except that the profile list's
 * answer carries the bytes FF FE inside the first profile's name (as a backend that pastes Latin-1 or
 * UTF-16 bytes into its JSON would). Everything else answers as the mocks do.
 */
import type { MockRequest, MockResponse } from '../../../mocks/core/exchange.ts';
import { startMockServer, type RunningMockServer } from '../../../mocks/server.ts';
import { runningClock } from '../../support/clock.ts';

export interface InvalidUtf8Server extends RunningMockServer {
  /** The byte offset of the FF in each answer planted so far. */
  plantedOffsets: () => number[];
}

/** The JSON text with FF FE inserted right after the opening quote of the first `"name"` value. */
function withBadBytes(value: unknown): { bytes: Uint8Array; offset: number } | null {
  const text = Buffer.from(JSON.stringify(value), 'utf8');
  const marker = Buffer.from('"name":"', 'utf8');
  const at = text.indexOf(marker);
  if (at < 0) return null;
  const offset = at + marker.length;
  return { bytes: Buffer.concat([text.subarray(0, offset), Buffer.from([0xff, 0xfe]), text.subarray(offset)]), offset };
}

export async function startInvalidUtf8Server(): Promise<InvalidUtf8Server> {
  const running = await startMockServer({ port: 0, now: runningClock() });
  const offsets: number[] = [];
  const handle = running.backend.handle;
  // The node:http adapter calls `backend.handle` on every request: wrapping it plants the bytes (a test-only seam).
  running.backend.handle = async (request: MockRequest): Promise<MockResponse | null> => {
    const response = await handle(request);
    if (!response || request.method !== 'GET' || request.path !== '/user/profiles/list.json' || response.status !== 200 || response.body.kind !== 'json') return response;
    const planted = withBadBytes(response.body.value);
    if (!planted) return response;
    offsets.push(planted.offset);
    return { ...response, body: { kind: 'json', value: response.body.value, encoded: planted.bytes } };
  };
  return Object.assign(running, { plantedOffsets: () => [...offsets] });
}
