/**
 * @jest-environment node
 */
import { fetchReleaseStatus, readReleaseStatus } from './release-status';

const answer = (status: number, body: unknown) => async (): Promise<Response> => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the release status the panel reads', () => {
  it('reads the flags state and the gate rollbacks', async () => {
    const body = {
      flags: { state: 'unusable', serving: 'last-good' },
      rollbacks: [{ remote: 'cards', version: '1.1.0', reason: '30 % errors per page view', at: '2026-11-29T10:00:00.000Z' }],
    };
    await expect(fetchReleaseStatus(answer(200, body) )).resolves.toEqual(body);
    await expect(fetchReleaseStatus(answer(200, { flags: { state: 'ok' }, rollbacks: [] }) )).resolves.toEqual({ flags: { state: 'ok' }, rollbacks: [] });
  });

  it('reads the flags out of reach (the flagd service the server follows) with what every session gets meanwhile', () => {
    for (const serving of ['last-good', 'deployment'] as const) {
      expect(readReleaseStatus({ flags: { state: 'unreachable', serving }, rollbacks: [] })).toEqual({ flags: { state: 'unreachable', serving }, rollbacks: [] });
    }
  });

  it('reads the health gate’s state: on, off, or off for a release store it could not open (absent from older servers)', () => {
    for (const gate of ['on', 'off', 'store-unusable'] as const) {
      expect(readReleaseStatus({ flags: { state: 'ok' }, gate, rollbacks: [] })).toEqual({ flags: { state: 'ok' }, gate, rollbacks: [] });
    }
    expect(readReleaseStatus({ flags: { state: 'ok' }, gate: 'broken', rollbacks: [] })).toBeUndefined();
  });

  it('a server that keeps none answers 404: null, not an error', async () => {
    await expect(fetchReleaseStatus(answer(404, { error_code: 'NOT_FOUND' }) )).resolves.toBeNull();
  });

  it('refuses another status or a document that is not one', async () => {
    await expect(fetchReleaseStatus(answer(500, {}) )).rejects.toThrow('answered 500');
    for (const bad of [
      { flags: { state: 'broken' }, rollbacks: [] },
      { flags: { state: 'missing' }, rollbacks: [] },
      { flags: { state: 'ok' } },
      { flags: { state: 'ok' }, rollbacks: [{ remote: 'cards' }] },
      [],
      null,
    ]) {
      expect(readReleaseStatus(bad)).toBeUndefined();
    }
  });
});
