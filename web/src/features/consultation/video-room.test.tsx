import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSULTATION_TEXT } from './messages';
import { VideoRoom } from './video-room';

// Jitsi Meet is an outside service: its SDK is replaced by a stand-in that keeps its callbacks,
// so a test can play the room becoming ready, hanging up, or never appearing.
const jitsi = vi.hoisted(() => ({
  ready: true,
  mounts: 0,
  disposed: 0,
  iframe: null as HTMLIFrameElement | null,
  hangUp: undefined as (() => void) | undefined,
}));

vi.mock('@jitsi/react-sdk', async () => {
  const { useEffect } = await import('react');
  return {
    JitsiMeeting(props: { onApiReady?: (api: unknown) => void; onReadyToClose?: () => void }) {
      jitsi.hangUp = props.onReadyToClose;
      useEffect(() => {
        jitsi.mounts += 1;
        if (!jitsi.ready) return;
        const iframe = document.createElement('iframe');
        jitsi.iframe = iframe;
        props.onApiReady?.({
          getIFrame: () => iframe,
          dispose: () => {
            jitsi.disposed += 1;
          },
        });
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return <div data-testid="jitsi-room" />;
    },
  };
});

beforeEach(() => {
  Object.assign(jitsi, { ready: true, mounts: 0, disposed: 0, iframe: null, hangUp: undefined });
});

const renderRoom = (timeoutMs?: number) =>
  render(
    <VideoRoom
      domain="meet.example"
      roomName="petwell-room"
      displayName="Sam"
      {...(timeoutMs === undefined ? {} : { timeoutMs })}
    />,
  );

describe('the video room', () => {
  it('says the video service could not be reached when the room never appears', async () => {
    jitsi.ready = false;
    renderRoom(50);
    expect(screen.getByRole('status')).toHaveTextContent(CONSULTATION_TEXT.videoLoading);
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSULTATION_TEXT.videoUnreachable);
  });

  it('gives the room a name for assistive technology', async () => {
    renderRoom();
    await screen.findByTestId('jitsi-room');
    expect(jitsi.iframe).toHaveAttribute('title', 'Video consultation room');
  });

  it('lets the viewer join again after hanging up', async () => {
    const user = userEvent.setup();
    renderRoom();
    await screen.findByTestId('jitsi-room');
    act(() => {
      jitsi.hangUp?.();
    });
    expect(screen.getByText(CONSULTATION_TEXT.videoLeft)).toBeVisible();
    expect(screen.queryByTestId('jitsi-room')).not.toBeInTheDocument();
    expect(jitsi.disposed).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Join again' }));
    expect(await screen.findByTestId('jitsi-room')).toBeInTheDocument();
    expect(jitsi.mounts).toBe(2);
  });

  it('closes the room when the page goes away', async () => {
    const { unmount } = renderRoom();
    await screen.findByTestId('jitsi-room');
    unmount();
    expect(jitsi.disposed).toBe(1);
  });
});
