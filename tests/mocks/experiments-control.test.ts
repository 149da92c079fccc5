import { describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../mocks/backend.ts';
import { TEST_NOW } from './support/graphql-world.ts';
import { request } from './support/rest-calls.ts';

// The control API's experiments and flags (what the Mocks panel sets): PUT /__mocks/preferences and GET /__mocks.

async function send(backend: MockBackend, body: unknown): Promise<{ status: number; value: Record<string, unknown> }> {
  const response = await backend.handle(request('PUT', '/__mocks/preferences', { body }));
  if (!response || response.body.kind !== 'json') throw new Error('no JSON answer');
  return { status: response.status, value: response.body.value as Record<string, unknown> };
}

describe('the control API sets experiments and flags', () => {
  it("sets an experiment's variant, lists it, and takes it away with null", async () => {
    const backend = createMockBackend({ now: () => TEST_NOW });
    const set = await send(backend, { name: 'saveAndRecord2024-04-08', value: 'variant_above' });
    expect(set.status).toBe(200);
    expect(backend.world.account.preferences['saveAndRecord2024-04-08']).toBe('variant_above');
    expect(set.value.experiments).toContainEqual(expect.objectContaining({ key: 'saveAndRecord', value: 'variant_above', variants: ['control', 'variant_above', 'variant_below'] }));
    await send(backend, { name: 'saveAndRecord2024-04-08', value: null });
    expect(backend.world.account.preferences['saveAndRecord2024-04-08']).toBeUndefined();
  });

  it('turns a flag off and on', async () => {
    const backend = createMockBackend({ now: () => TEST_NOW });
    const off = await send(backend, { name: 'webChannelConfigurator', value: 'off' });
    expect(off.value.flags).toContainEqual(expect.objectContaining({ key: 'channelConfigurator', on: false }));
    const on = await send(backend, { name: 'webChannelConfigurator', value: 'on' });
    expect(on.value.flags).toContainEqual(expect.objectContaining({ key: 'channelConfigurator', on: true }));
  });

  it.each([
    [{ name: 'saveAndRecord2024-04-08', value: 'treatment' }, /"value" for saveAndRecord2024-04-08 must be one of control, variant_above, variant_below or null; got "treatment"/],
    [{ name: 'webChannelConfigurator', value: 'yes' }, /must be one of on, off or null/],
    [{ name: 'somethingElse2024-01-01', value: 'control' }, /naming an experiment or a flag: one of saveAndRecord2024-04-08, allShowings2023-06-26/],
    [{ value: 'control' }, /got name undefined/],
  ])('refuses %j with a specific 400', async (body, message) => {
    const backend = createMockBackend({ now: () => TEST_NOW });
    const before = { ...backend.world.account.preferences };
    const answer = await send(backend, body);
    expect(answer.status).toBe(400);
    expect(String(answer.value.error)).toMatch(message);
    expect(backend.world.account.preferences).toEqual(before);
  });
});
