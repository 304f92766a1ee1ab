import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptCall,
  type CallState,
  dismissCall,
  hangUp,
  nameCallersWith,
  rejectCall,
  startCall,
  useCall,
} from '../call-store';
import { useChat } from '../chat-store';

function Video({
  stream,
  muted,
  label,
  testId,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  testId: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} data-testid={testId} />;
}

function clock(since: number | null, now: number) {
  if (!since) return '00:00';
  const s = Math.max(0, Math.floor((now - since) / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

function statusLine(call: CallState, t: (k: string, o?: Record<string, unknown>) => string, now: number) {
  switch (call.phase) {
    case 'calling':
      return t('call.calling', { name: call.peerName });
    case 'ringing':
      return t('call.incoming', { name: call.peerName });
    case 'connecting':
      return t('call.connecting');
    case 'connected':
      return t('call.connected', { time: clock(call.connectedAt, now) });
    case 'ended':
      return call.error ?? t(`call.end.${call.end ?? 'hungUp'}`);
    default:
      return '';
  }
}

/**
 * The video call on every page where chat runs (rendered beside the header's chat badge): an
 * incoming call rings wherever the person is; the call keeps running while they move around.
 */
export function CallOverlay() {
  const { t } = useTranslation('chat');
  const call = useCall();
  const chat = useChat();
  const now = useNow(call.phase === 'connected');

  useEffect(() => {
    nameCallersWith((id) => {
      const conv = chat.conversations.find((c) => c.conversationID === `C2C${id}`);
      return conv?.remark || conv?.userProfile?.nick || id;
    });
  }, [chat.conversations]);

  if (call.phase === 'idle') return null;
  const live = call.phase === 'connecting' || call.phase === 'connected';
  return (
    <section
      className={`call-overlay call-overlay--${call.phase}`}
      role="dialog"
      aria-modal="false"
      aria-label={t('call.title')}
      data-testid="call-overlay"
      data-phase={call.phase}
    >
      {live || call.phase === 'calling' ? (
        <div className="call-overlay__videos">
          <Video stream={call.remote} muted={false} label={t('call.remoteVideo')} testId="call-remote" />
          <Video stream={call.local} muted label={t('call.localVideo')} testId="call-local" />
        </div>
      ) : null}
      <p className="call-overlay__status" role="status" aria-live="polite" data-testid="call-status">
        {statusLine(call, t, now)}
      </p>
      <div className="call-overlay__actions">
        {call.phase === 'ringing' ? (
          <>
            <button
              type="button"
              className="call-btn call-btn--accept"
              onClick={() => void acceptCall()}
              data-testid="call-accept"
            >
              {t('call.accept')}
            </button>
            <button
              type="button"
              className="call-btn call-btn--hangup"
              onClick={rejectCall}
              data-testid="call-reject"
            >
              {t('call.reject')}
            </button>
          </>
        ) : call.phase === 'ended' ? (
          <button type="button" className="call-btn" onClick={dismissCall} data-testid="call-close">
            {t('call.close')}
          </button>
        ) : (
          <button
            type="button"
            className="call-btn call-btn--hangup"
            onClick={hangUp}
            data-testid="call-hangup"
          >
            {t('call.hangup')}
          </button>
        )}
      </div>
    </section>
  );
}

/** The "video call" button of a person's conversation. */
export function CallButton({ peer, name }: { peer: string; name: string }) {
  const { t } = useTranslation('chat');
  const call = useCall();
  const busy = call.phase !== 'idle' && call.phase !== 'ended';
  return (
    <button
      type="button"
      className="call-start"
      disabled={busy}
      onClick={() => void startCall(peer, name)}
      data-testid="call-start"
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 7h12v10H3zM15 10l6-3v10l-6-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {t('call.start')}
    </button>
  );
}
