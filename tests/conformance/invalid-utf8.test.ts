/**
 * JSON is UTF-8: an answer whose bytes are not fails its check, naming the first bad byte's offset,
 * instead of being read with U+FFFD in place of the bytes (which let `FF FE` in a profile name pass).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../scripts/conformance/cli.ts';
import { firstInvalidUtf8 } from '../../scripts/conformance/http.ts';
import type { CheckResult } from '../../scripts/conformance/model.ts';
import { captureIo, SESSION } from './support/cli-io.ts';
import { startInvalidUtf8Server, type InvalidUtf8Server } from './support/invalid-utf8-server.ts';

describe('firstInvalidUtf8', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it.each([
    ['ASCII', bytes(0x7b, 0x7d), null],
    ['two-, three- and four-byte characters', new Uint8Array(Buffer.from('é€😀', 'utf8')), null],
    ['FF FE inside a name', bytes(0x22, 0x53, 0xff, 0xfe, 0x22), { offset: 2, problem: 'byte 0xFF at offset 2 is a byte that never occurs in UTF-8' }],
    ['a lone continuation byte', bytes(0x41, 0x80), { offset: 1, problem: 'byte 0x80 at offset 1 is a continuation byte with no lead byte before it' }],
    ['an overlong encoding of "/"', bytes(0xc0, 0xaf), { offset: 0, problem: 'byte 0xC0 at offset 0 is a byte that never occurs in UTF-8' }],
    ['an overlong three-byte form', bytes(0xe0, 0x80, 0x80), { offset: 1, problem: 'byte 0x80 at offset 1 cannot continue the character that starts at offset 0 (byte 0xE0)' }],
    ['a UTF-16 surrogate', bytes(0xed, 0xa0, 0x80), { offset: 1, problem: 'byte 0xA0 at offset 1 cannot continue the character that starts at offset 0 (byte 0xED)' }],
    ['a code point past U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80), { offset: 1, problem: 'byte 0x90 at offset 1 cannot continue the character that starts at offset 0 (byte 0xF4)' }],
    ['a character cut off by the end', bytes(0x41, 0xe2, 0x82), { offset: 1, problem: 'the body ends inside the character that starts at offset 1 (byte 0xE2)' }],
  ])('%s', (_name, input, expected) => {
    expect(firstInvalidUtf8(input)).toEqual(expected);
  });
});

describe('a REST server whose JSON is not UTF-8', () => {
  let server: InvalidUtf8Server;
  let results: CheckResult[];
  let exitCode: number;
  let stdout: string;
  beforeAll(async () => {
    server = await startInvalidUtf8Server();
    const io = captureIo();
    ({ results, exitCode } = await runConformance(['--rest', server.url, ...SESSION, '--only', 'listProfiles'], io));
    stdout = io.stdout();
  }, 120_000);
  afterAll(() => server.close());

  it("fails the profile list's positive check, naming the byte offset of the FF", () => {
    expect(exitCode).toBe(1);
    const positive = results.filter((result) => result.kind === 'positive');
    expect(positive.length).toBeGreaterThan(0);
    const offsets = server.plantedOffsets();
    expect(offsets.length).toBeGreaterThan(0);
    for (const result of positive) {
      expect(result.outcome.status).toBe('failed');
      if (result.outcome.status !== 'failed') continue;
      const { message } = result.outcome.failure;
      expect(message).toMatch(/^the body is sent as application\/json but is not valid UTF-8: byte 0xFF at offset (\d+) is a byte that never occurs in UTF-8$/);
      expect(offsets).toContain(Number(/offset (\d+)/.exec(message)?.[1]));
      expect(result.outcome.failure.reproduction).toMatch(/^curl -sS -i -X GET http:\/\/127\.0\.0\.1:\d+\/user\/profiles\/list\.json /);
    }
    expect(stdout).toMatch(/not valid UTF-8: byte 0xFF at offset \d+/);
  });

  it('fails nothing else: the answers that are UTF-8 still pass', () => {
    const others = results.filter((result) => result.kind !== 'positive');
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((result) => result.outcome.status !== 'passed').map((result) => result.id)).toEqual([]);
  });
});
