import { CALL_ACTIONS, type CallRecord, type CallSignal, CHAT_LIMITS } from '@cidpex/contracts';
import { useSyncExternalStore } from 'react';
import { accountState } from './api';
import { chatClient, onCallSignal, sendTo } from './chat-store';
import { ChatError } from './client/chat-client';

/**
 * A 1:1 video call (issue 17) over WebRTC, signalled through the chat gateway (`signal`, never
 * stored): invite → accept | reject | busy | cancel (ring timeout) → the caller's offer, the
 * callee's answer and both sides' ICE candidates → hangup from either side. One call at a time;
 * an invitation during a call is answered "busy". When a call ends, the caller's side writes
 * its record into the conversation (IM.md §8: cancelled, declined, no answer, ended with its
 * length, busy), so both people see it in the history.
 */
export type CallPhase = 'idle' | 'calling' | 'ringing' | 'connecting' | 'connected' | 'ended';
export type CallEnd =
  | 'rejected'
  | 'busy'
  | 'noAnswer'
  | 'missed'
  | 'hungUp'
  | 'peerHungUp'
  | 'cancelled'
  | 'failed'
  | 'noMedia';

export interface CallState {
  phase: CallPhase;
  peer: string | null;
  peerName: string;
  room: number;
  local: MediaStream | null;
  remote: MediaStream | null;
  connectedAt: number | null;
  end: CallEnd | null;
  /** The server's refusal in the reader's language (e.g. the person is not online). */
  error: string | null;
  /** This side placed the call (and writes its record when it ends). */
  caller: boolean;
}

const IDLE: CallState = {
  phase: 'idle',
  peer: null,
  peerName: '',
  room: 0,
  local: null,
  remote: null,
  connectedAt: null,
  end: null,
  error: null,
  caller: false,
};
/** How long the "call ended" line stays before the overlay closes. */
const ENDED_MS = 4000;

let state: CallState = IDLE;
const listeners = new Set<() => void>();
let pc: RTCPeerConnection | null = null;
let ringTimer: ReturnType<typeof setTimeout> | undefined;
let endTimer: ReturnType<typeof setTimeout> | undefined;
/** Candidates that came before the remote description. */
let early: RTCIceCandidateInit[] = [];

function set(patch: Partial<CallState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function useCall(): CallState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => IDLE,
  );
}

export function callState(): CallState {
  return state;
}

function newRoom(): number {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return Math.max(1, Math.min(CHAT_LIMITS.maxRoomId, n ?? 1));
}

async function send(
  kind: CallSignal['kind'],
  extra: Partial<CallSignal> = {},
  to = state.peer,
  room = state.room,
) {
  const client = chatClient();
  if (!client || !to) return;
  await client.signal(to, { kind, room, ...extra });
}

function cleanUp() {
  clearTimeout(ringTimer);
  pc?.close();
  pc = null;
  early = [];
  for (const track of state.local?.getTracks() ?? []) track.stop();
}

/** The record's action for how a call ended on the caller's side; null when nothing was placed. */
export function recordAction(end: CallEnd, connected: boolean): CallRecord['action'] | null {
  switch (end) {
    case 'cancelled':
      return CALL_ACTIONS.cancel;
    case 'rejected':
      return CALL_ACTIONS.reject;
    case 'noAnswer':
      return CALL_ACTIONS.timeout;
    case 'busy':
      return CALL_ACTIONS.busy;
    case 'hungUp':
    case 'peerHungUp':
      return CALL_ACTIONS.hangup;
    case 'failed':
      // Refused at the invitation (the person is offline) is a call nobody answered.
      return connected ? CALL_ACTIONS.hangup : CALL_ACTIONS.timeout;
    default:
      return null;
  }
}

function writeRecord(end: CallEnd) {
  // Once per call: an ended call is not ended again.
  if (state.phase === 'ended' || state.phase === 'idle') return;
  const { caller, peer, room, connectedAt } = state;
  const action = caller && peer ? recordAction(end, connectedAt !== null) : null;
  if (action === null || !peer) return;
  const record: CallRecord = {
    room_id: room,
    call_id: `${room}`,
    action,
    version: 3,
    duration: connectedAt !== null ? Math.max(0, Math.round((Date.now() - connectedAt) / 1000)) : 0,
  };
  void sendTo(`C2C${peer}`, 'TIMCustomElem', { data: JSON.stringify(record), description: '' }).catch(
    () => {},
  );
}

function finish(end: CallEnd, error: string | null = null) {
  writeRecord(end);
  cleanUp();
  set({ phase: 'ended', end, error, local: null, remote: null });
  clearTimeout(endTimer);
  endTimer = setTimeout(() => {
    if (state.phase === 'ended') set(IDLE);
  }, ENDED_MS);
}

/** Closes the "call ended" line at once. */
export function dismissCall() {
  if (state.phase === 'ended') set(IDLE);
}

async function media(): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  } catch {
    return null;
  }
}

async function connection(): Promise<RTCPeerConnection> {
  let iceServers: RTCIceServer[] = [];
  try {
    iceServers = (await accountState()).iceServers;
  } catch {
    // Without the configured servers a call still connects on one network.
  }
  const conn = new RTCPeerConnection({ iceServers });
  const remote = new MediaStream();
  conn.ontrack = (e) => {
    for (const track of e.streams[0]?.getTracks() ?? [e.track]) remote.addTrack(track);
    set({ remote });
  };
  conn.onicecandidate = (e) => {
    if (e.candidate) void send('candidate', { candidate: e.candidate.toJSON() as CallSignal['candidate'] });
  };
  conn.onconnectionstatechange = () => {
    if (pc !== conn) return;
    if (conn.connectionState === 'connected' && state.phase !== 'connected')
      set({ phase: 'connected', connectedAt: Date.now() });
    if (conn.connectionState === 'failed') {
      void send('hangup');
      finish('failed');
    }
  };
  for (const track of state.local?.getTracks() ?? []) if (state.local) conn.addTrack(track, state.local);
  pc = conn;
  return conn;
}

/** Calls a person (the other side of a C2C conversation). */
export async function startCall(peer: string, peerName: string) {
  if (state.phase !== 'idle' && state.phase !== 'ended') return;
  clearTimeout(endTimer);
  const room = newRoom();
  set({ ...IDLE, phase: 'calling', peer, peerName, room, caller: true });
  const local = await media();
  if (!local) return finish('noMedia');
  if (callState().phase !== 'calling' || callState().room !== room) {
    for (const track of local.getTracks()) track.stop();
    return;
  }
  set({ local });
  try {
    await send('invite');
  } catch (err) {
    return finish('failed', err instanceof ChatError ? err.message : null);
  }
  ringTimer = setTimeout(() => {
    if (state.phase !== 'calling' || state.room !== room) return;
    void send('cancel').catch(() => {});
    finish('noAnswer');
  }, CHAT_LIMITS.ringSeconds * 1000);
}

/** Answers the ringing call. */
export async function acceptCall() {
  if (state.phase !== 'ringing') return;
  clearTimeout(ringTimer);
  const room = state.room;
  set({ phase: 'connecting' });
  const local = await media();
  if (callState().room !== room || callState().phase !== 'connecting') {
    for (const track of local?.getTracks() ?? []) track.stop();
    return;
  }
  if (!local) {
    void send('reject').catch(() => {});
    return finish('noMedia');
  }
  set({ local });
  await connection();
  await send('accept').catch(() => finish('failed'));
}

/** Declines the ringing call. */
export function rejectCall() {
  if (state.phase !== 'ringing') return;
  void send('reject').catch(() => {});
  finish('rejected');
}

/** Ends the call from this side: cancels an unanswered one, hangs up a running one. */
export function hangUp() {
  if (state.phase === 'calling') {
    void send('cancel').catch(() => {});
    return finish('cancelled');
  }
  if (state.phase === 'ringing') return rejectCall();
  if (state.phase === 'connecting' || state.phase === 'connected') {
    void send('hangup').catch(() => {});
    finish('hungUp');
  }
}

async function addCandidate(candidate: RTCIceCandidateInit) {
  if (!pc?.remoteDescription) {
    early.push(candidate);
    return;
  }
  await pc.addIceCandidate(candidate).catch(() => {});
}

async function flushEarly() {
  const waiting = early;
  early = [];
  for (const c of waiting) await pc?.addIceCandidate(c).catch(() => {});
}

/** A signal from the gateway. */
export async function handleSignal(
  from: string,
  signal: CallSignal,
  nameOf: (id: string) => string = (id) => id,
) {
  if (signal.kind === 'invite') {
    if (state.phase !== 'idle' && state.phase !== 'ended') {
      // One call at a time: the other caller hears "busy".
      if (!(from === state.peer && signal.room === state.room))
        void send('busy', {}, from, signal.room).catch(() => {});
      return;
    }
    clearTimeout(endTimer);
    set({ ...IDLE, phase: 'ringing', peer: from, peerName: nameOf(from), room: signal.room });
    ringTimer = setTimeout(() => {
      if (state.phase === 'ringing' && state.room === signal.room) finish('missed');
    }, CHAT_LIMITS.ringSeconds * 1000);
    return;
  }
  // Anything else belongs to the current call only.
  if (from !== state.peer || signal.room !== state.room) return;
  switch (signal.kind) {
    case 'accept': {
      if (state.phase !== 'calling') return;
      clearTimeout(ringTimer);
      set({ phase: 'connecting' });
      const conn = await connection();
      const offer = await conn.createOffer();
      await conn.setLocalDescription(offer);
      await send('offer', { sdp: offer.sdp ?? '' });
      return;
    }
    case 'offer': {
      if (!pc || !signal.sdp) return;
      await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
      await flushEarly();
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      await send('answer', { sdp: answer.sdp ?? '' });
      return;
    }
    case 'answer':
      if (!pc || !signal.sdp) return;
      await pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
      await flushEarly();
      return;
    case 'candidate':
      if (signal.candidate) await addCandidate(signal.candidate);
      return;
    case 'reject':
      return finish('rejected');
    case 'busy':
      return finish('busy');
    case 'cancel':
      return finish(state.phase === 'ringing' ? 'missed' : 'cancelled');
    case 'hangup':
      return finish('peerHungUp');
  }
}

let names: (id: string) => string = (id) => id;
/** How the overlay names a caller (from the conversation list). */
export function nameCallersWith(lookup: (id: string) => string) {
  names = lookup;
}

onCallSignal((from, signal) => {
  void handleSignal(from, signal, names).catch(() => finish('failed'));
});
