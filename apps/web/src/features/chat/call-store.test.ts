import type { CallSignal } from '@cidpex/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sent: { to: string; signal: CallSignal }[] = [];
vi.mock('./chat-store', () => ({
  chatClient: () => ({
    signal: async (to: string, signal: CallSignal) => {
      sent.push({ to, signal });
    },
  }),
  onCallSignal: () => {},
}));
vi.mock('./api', () => ({ accountState: async () => ({ iceServers: [] }) }));

const store = await import('./call-store');

describe('video call signals (call-store)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
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
});
