import type { CallSignal } from '@cidpex/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sent: { to: string; signal: CallSignal }[] = [];
const records: { conversationID: string; data: Record<string, unknown> }[] = [];
vi.mock('./chat-store', () => ({
  chatClient: () => ({
    signal: async (to: string, signal: CallSignal) => {
      sent.push({ to, signal });
    },
  }),
  onCallSignal: () => {},
  sendTo: async (conversationID: string, _type: string, payload: { data: string }) => {
    records.push({ conversationID, data: JSON.parse(payload.data) });
  },
}));
vi.mock('./api', () => ({ accountState: async () => ({ iceServers: [] }) }));

const store = await import('./call-store');

describe('video call signals (call-store)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
    records.length = 0;
  });
  afterEach(() => {
    store.hangUp();
    store.dismissCall();
    vi.useRealTimers();
  });

  it('an invitation rings; declining tells the caller; a second caller meanwhile hears busy', async () => {
    await store.handleSignal('u_a', { kind: 'invite', room: 42 }, () => '甲');
    expect(store.callState()).toMatchObject({ phase: 'ringing', peer: 'u_a', peerName: '甲', room: 42 });
    await store.handleSignal('u_b', { kind: 'invite', room: 7 });
    expect(sent).toEqual([{ to: 'u_b', signal: { kind: 'busy', room: 7 } }]);
    expect(store.callState().peer).toBe('u_a');
    store.rejectCall();
    expect(sent.at(-1)).toEqual({ to: 'u_a', signal: { kind: 'reject', room: 42 } });
    expect(store.callState()).toMatchObject({ phase: 'ended', end: 'rejected' });
  });

  it("ignores another room's or another person's signals; the caller's cancel is a missed call", async () => {
    await store.handleSignal('u_a', { kind: 'invite', room: 42 });
    await store.handleSignal('u_a', { kind: 'hangup', room: 43 });
    await store.handleSignal('u_c', { kind: 'hangup', room: 42 });
    expect(store.callState().phase).toBe('ringing');
    await store.handleSignal('u_a', { kind: 'cancel', room: 42 });
    expect(store.callState()).toMatchObject({ phase: 'ended', end: 'missed' });
  });

  it('an unanswered invitation stops ringing after the ring timeout, and the ended line closes', async () => {
    await store.handleSignal('u_a', { kind: 'invite', room: 5 });
    vi.advanceTimersByTime(60_000);
    expect(store.callState()).toMatchObject({ phase: 'ended', end: 'missed' });
    vi.advanceTimersByTime(4_000);
    expect(store.callState().phase).toBe('idle');
  });

  it("the callee writes no record; the caller's side writes one per call, with the outcome of IM.md §8", async () => {
    await store.handleSignal('u_a', { kind: 'invite', room: 42 });
    store.rejectCall();
    expect(records).toEqual([]);
    // The caller's outcomes map to the cloud IM's actions: 1 cancel, 2 reject, 3 timeout, 5 hang-up, 6 busy.
    expect(store.recordAction('cancelled', false)).toBe(1);
    expect(store.recordAction('rejected', false)).toBe(2);
    expect(store.recordAction('noAnswer', false)).toBe(3);
    expect(store.recordAction('failed', false)).toBe(3);
    expect(store.recordAction('failed', true)).toBe(5);
    expect(store.recordAction('peerHungUp', true)).toBe(5);
    expect(store.recordAction('busy', false)).toBe(6);
    expect(store.recordAction('noMedia', false)).toBeNull();
    expect(store.recordAction('missed', false)).toBeNull();
  });

  it('a caller whose call is declined writes one "declined" record into the 1:1 conversation', async () => {
    const fake = { getTracks: () => [{ stop: () => {} }] };
    Object.defineProperty(globalThis.navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => fake },
    });
    await store.startCall('u_b', '乙');
    expect(store.callState()).toMatchObject({ phase: 'calling', caller: true });
    const room = store.callState().room;
    await store.handleSignal('u_b', { kind: 'reject', room });
    await store.handleSignal('u_b', { kind: 'reject', room });
    expect(records).toEqual([
      {
        conversationID: 'C2Cu_b',
        data: { room_id: room, call_id: String(room), action: 2, version: 3, duration: 0 },
      },
    ]);
  });
});
