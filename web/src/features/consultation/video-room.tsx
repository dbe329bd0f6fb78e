import { JitsiMeeting } from '@jitsi/react-sdk';
import { type ComponentProps, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CONSULTATION_TEXT } from './messages';

type ExternalApi = Parameters<NonNullable<ComponentProps<typeof JitsiMeeting>['onApiReady']>>[0];

/** How long the room may take to appear before the page says the service is unreachable. */
export const VIDEO_TIMEOUT_MS = 20_000;

export interface VideoRoomProps {
  /** The Jitsi Meet host (config.jitsiDomain). */
  domain: string;
  /** The booking's unguessable room name (the consultation action's `room`). */
  roomName: string;
  /** The name the other side sees. */
  displayName: string;
  timeoutMs?: number;
}

type RoomState = 'loading' | 'ready' | 'failed' | 'left';

/**
 * The booking's video room: Jitsi Meet's iframe through its React SDK, with a message while it
 * loads. The SDK only logs when its script (`https://{domain}/external_api.js`) fails to load, so
 * the page watches for that script's load error itself, and gives up after a timeout when the
 * room never appears (a hanging connection). Hanging up leaves the room with a way back in.
 * This module is imported lazily: the SDK is only fetched for video consultations.
 */
export function VideoRoom({
  domain,
  roomName,
  displayName,
  timeoutMs = VIDEO_TIMEOUT_MS,
}: VideoRoomProps) {
  const [state, setState] = useState<RoomState>('loading');
  const [attempt, setAttempt] = useState(0);
  const api = useRef<ExternalApi | null>(null);

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => {
      setState((current) => (current === 'loading' ? 'failed' : current));
    }, timeoutMs);
    // A script's load error does not bubble; the capture phase on window still sees it.
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.startsWith(`https://${domain}/`)) {
        setState('failed');
      }
    };
    window.addEventListener('error', onError, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('error', onError, true);
    };
  }, [state, domain, timeoutMs, attempt]);

  // The SDK leaves its API object (and its message listener) behind when it unmounts.
  useEffect(
    () => () => {
      api.current?.dispose();
      api.current = null;
    },
    [],
  );

  const userInfo = useMemo(() => ({ displayName, email: '' }), [displayName]);
  // Mobile browsers would otherwise be sent to the Jitsi app instead of joining in the page.
  const configOverwrite = useMemo(() => ({ disableDeepLinking: true }), []);

  const leave = () => {
    api.current?.dispose();
    api.current = null;
    setState('left');
  };

  return (
    <div className="consultation-video">
      {state === 'loading' ? (
        <p className="consultation-video-status" role="status">
          {CONSULTATION_TEXT.videoLoading}
        </p>
      ) : null}
      {state === 'failed' ? <Alert tone="error">{CONSULTATION_TEXT.videoUnreachable}</Alert> : null}
      {state === 'left' ? (
        <div className="consultation-video-left" role="status">
          <p>{CONSULTATION_TEXT.videoLeft}</p>
          <Button
            onClick={() => {
              setAttempt((n) => n + 1);
              setState('loading');
            }}
          >
            Join again
          </Button>
        </div>
      ) : null}
      {state === 'loading' || state === 'ready' ? (
        <div className="consultation-video-frame">
          <JitsiMeeting
            key={attempt}
            domain={domain}
            roomName={roomName}
            userInfo={userInfo}
            configOverwrite={configOverwrite}
            onApiReady={(ready) => {
              api.current = ready;
              ready.getIFrame().setAttribute('title', 'Video consultation room');
              setState('ready');
            }}
            onReadyToClose={leave}
          />
        </div>
      ) : null}
    </div>
  );
}
