import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../config/config';
import type {
  ConsultationMessagesQuery,
  ConsultationMessagesQueryVariables,
  ConsultationQuery,
  ConsultationQueryVariables,
} from '../../../generated/graphql';
import { fakeToken, renderWithApp } from '../../../test/render';
import { server } from '../../../test/server';
import { formatAppointmentTime, viewerTimeZone } from '../consultation-format';
import { CONSULTATION_TEXT } from '../messages';
import { chatMessage, consultationAnswer, LINK } from '../test-helpers';
import { ConsultationPage } from './consultation-page';

// Jitsi Meet is an outside service: its SDK is replaced by a stand-in that records its props
// and either reports the room ready or fails to load its script like the real one would.
const jitsi = vi.hoisted(() => ({
  mode: 'ready',
  props: [] as Record<string, unknown>[],
  disposed: 0,
}));

vi.mock('@jitsi/react-sdk', async () => {
  const { useEffect } = await import('react');
  return {
    JitsiMeeting(props: { domain: string; roomName: string; onApiReady?: (api: unknown) => void }) {
      jitsi.props.push(props);
      useEffect(() => {
        if (jitsi.mode === 'ready') {
          props.onApiReady?.({
            getIFrame: () => document.createElement('iframe'),
            dispose: () => {
              jitsi.disposed += 1;
            },
          });
          return;
        }
        // The script fails later, as a network error does.
        const script = document.createElement('script');
        script.src = `https://${props.domain}/external_api.js`;
        document.head.appendChild(script);
        setTimeout(() => script.dispatchEvent(new Event('error')), 10);
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return <div data-testid="jitsi-room" />;
    },
  };
});

beforeEach(() => {
  jitsi.mode = 'ready';
  jitsi.props = [];
  jitsi.disposed = 0;
});

function answer(consultation: ConsultationQuery['consultation'], seen: unknown[] = []) {
  server.use(
    graphql.query<ConsultationQuery, ConsultationQueryVariables>(
      'Consultation',
      ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { consultation } });
      },
    ),
  );
}

const renderPage = (path = `/appointments?z=${LINK}`) =>
  renderWithApp(<ConsultationPage />, { path, pattern: '/appointments' });

describe('the consultation page', () => {
  it('opens the video room named by the link, on the configured video host', async () => {
    const seen: unknown[] = [];
    answer(consultationAnswer(), seen);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Video consultation PQC-12' }),
    ).toBeVisible();
    expect(await screen.findByTestId('jitsi-room')).toBeInTheDocument();
    expect(seen).toEqual([{ z: LINK }]);
    expect(jitsi.props.at(-1)).toMatchObject({
      domain: config.jitsiDomain,
      roomName: 'petwell-3f9c2a7e51d04b8c9a6e',
      userInfo: { displayName: 'Sam' },
    });
    await waitFor(() => {
      expect(screen.queryByText(CONSULTATION_TEXT.videoLoading)).not.toBeInTheDocument();
    });
  });

  it('shows the booking: code, clinic, doctor, time in both zones, duration, pet and status', async () => {
    answer(consultationAnswer());
    renderPage();
    const list = (await screen.findByText('Happy Paws Clinic')).closest('dl');
    expect(list).not.toBeNull();
    const dl = within(list as HTMLElement);
    expect(dl.getByText('PQC-12')).toBeVisible();
    expect(dl.getByText('Dr. Ana Lee')).toBeVisible();
    expect(dl.getByText('20 minutes')).toBeVisible();
    expect(dl.getByText('Rex')).toBeVisible();
    expect(dl.getByText('Active')).toBeVisible();
    const slot = new Date('2030-01-07T15:00:00Z');
    expect(dl.getByText(formatAppointmentTime(slot, viewerTimeZone()))).toBeVisible();
    if (formatAppointmentTime(slot, viewerTimeZone()) !== 'Monday, January 7, 2030 at 10:00 AM EST')
      expect(dl.getByText('Monday, January 7, 2030 at 10:00 AM EST')).toBeVisible();
  });

  it("names the practice in the room on the practice's link", async () => {
    answer(consultationAnswer({ side: 'vendor' }));
    renderPage();
    expect(await screen.findByTestId('jitsi-room')).toBeInTheDocument();
    expect(jitsi.props.at(-1)).toMatchObject({
      userInfo: { displayName: 'Dr. Ana Lee, Happy Paws Clinic' },
    });
    expect(screen.getByText('Sam')).toBeVisible();
  });

  it('says so when the video service cannot be reached', async () => {
    jitsi.mode = 'script-error';
    answer(consultationAnswer());
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSULTATION_TEXT.videoUnreachable);
    expect(screen.queryByTestId('jitsi-room')).not.toBeInTheDocument();
  });

  it('tells the owner of a phone booking that the doctor will call', async () => {
    answer(consultationAnswer({ type: 'phone', room: null }));
    renderPage();
    expect(
      await screen.findByText('The doctor will call you at the appointment time'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Phone consultation');
    expect(jitsi.props).toEqual([]);
  });

  it("asks the practice to call on the practice's link to a phone booking", async () => {
    answer(consultationAnswer({ type: 'phone', room: null, side: 'vendor' }));
    renderPage();
    expect(await screen.findByText(CONSULTATION_TEXT.phoneVendor)).toBeVisible();
    expect(
      screen.queryByText('The doctor will call you at the appointment time'),
    ).not.toBeInTheDocument();
  });

  it("gives a clinic visit's address and time and opens no room", async () => {
    answer(consultationAnswer({ type: 'clinic_visit', room: null }));
    renderPage();
    const note = await screen.findByText(/Please come to Happy Paws Clinic/);
    expect(note).toHaveTextContent('1 Main Street, Springfield');
    expect(note).toHaveTextContent(
      formatAppointmentTime(new Date('2030-01-07T15:00:00Z'), viewerTimeZone()),
    );
    expect(jitsi.props).toEqual([]);
  });

  it('says a canceled booking is canceled and opens no room', async () => {
    answer(consultationAnswer({ status: 3, room: null }));
    renderPage();
    expect(await screen.findByText(CONSULTATION_TEXT.canceled)).toBeVisible();
    expect(screen.getByText('Canceled')).toBeVisible();
    expect(screen.queryByTestId('jitsi-room')).not.toBeInTheDocument();
    expect(jitsi.props).toEqual([]);
  });

  it("opens a chat booking's conversation with each side labelled", async () => {
    answer(consultationAnswer({ type: 'chat', room: null }));
    server.use(
      graphql.query<ConsultationMessagesQuery, ConsultationMessagesQueryVariables>(
        'ConsultationMessages',
        () =>
          HttpResponse.json({
            data: {
              consultation_messages: [
                chatMessage({ id: 1, sender_role: 'user', body: 'Rex is limping.' }),
                chatMessage({ id: 2, sender_role: 'vendor', body: 'Since when?' }),
              ],
            },
          }),
      ),
    );
    renderPage();
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Rex is limping.')).toBeVisible();
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('You');
    expect(items[1]).toHaveTextContent('Dr. Ana Lee');
    expect(screen.getByLabelText('Your message')).toBeVisible();
  });

  it('says a completed video consultation is completed and opens no room', async () => {
    answer(consultationAnswer({ status: 1, room: null }));
    renderPage();
    expect(await screen.findByText(CONSULTATION_TEXT.completed)).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
    expect(screen.queryByText(CONSULTATION_TEXT.videoMissing)).not.toBeInTheDocument();
    expect(jitsi.props).toEqual([]);
  });

  it('opens no room once the consultation has ended, whatever the answer names', async () => {
    answer(consultationAnswer({ slot: '2020-01-07T15:00:00Z' }));
    renderPage();
    expect(await screen.findByText(CONSULTATION_TEXT.completed)).toBeVisible();
    expect(screen.queryByTestId('jitsi-room')).not.toBeInTheDocument();
    expect(jitsi.props).toEqual([]);
  });

  it("shows a completed chat's conversation without the box to write in", async () => {
    answer(consultationAnswer({ type: 'chat', room: null, status: 1 }));
    server.use(
      graphql.query<ConsultationMessagesQuery, ConsultationMessagesQueryVariables>(
        'ConsultationMessages',
        () =>
          HttpResponse.json({
            data: {
              consultation_messages: [
                chatMessage({ id: 1, sender_role: 'user', body: 'Rex is limping.' }),
              ],
            },
          }),
      ),
    );
    renderPage();
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Rex is limping.')).toBeVisible();
    expect(screen.getByText(CONSULTATION_TEXT.completed)).toBeVisible();
    expect(screen.getByText(CONSULTATION_TEXT.chatClosed)).toBeVisible();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('leads the owner back to My Appointments, through the login when they are not logged in', async () => {
    answer(consultationAnswer());
    const { unmount } = renderPage();
    const back = await screen.findByRole('link', { name: CONSULTATION_TEXT.backToAppointments });
    expect(back).toHaveAttribute('href', '/login?redirect=%2Fapp%2Fmy-appointments');
    unmount();
    renderWithApp(<ConsultationPage />, {
      path: `/appointments?z=${LINK}`,
      pattern: '/appointments',
      token: fakeToken(),
    });
    expect(
      await screen.findByRole('link', { name: CONSULTATION_TEXT.backToAppointments }),
    ).toHaveAttribute('href', '/app/my-appointments');
  });

  it("leads the practice back to its appointments on the practice's link", async () => {
    answer(consultationAnswer({ side: 'vendor' }));
    renderWithApp(<ConsultationPage />, {
      path: `/appointments?z=${LINK}`,
      pattern: '/appointments',
      token: fakeToken({ role: 'vendor', vendor_id: 2, subrole: 1 }),
    });
    expect(
      await screen.findByRole('link', { name: CONSULTATION_TEXT.backToPracticeAppointments }),
    ).toHaveAttribute('href', '/app/appointments');
  });

  it("shows 'Invalid link' when the action refuses the link", async () => {
    server.use(
      graphql.query<ConsultationQuery, ConsultationQueryVariables>('Consultation', () =>
        HttpResponse.json({
          errors: [{ message: 'Invalid link', extensions: { code: 'invalid-link' } }],
        }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid link' })).toBeVisible();
  });

  it("shows 'Invalid link' without asking when the link has no code", async () => {
    // No handler: a request would fail the test (msw refuses unhandled requests).
    renderPage('/appointments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid link' })).toBeVisible();
  });

  it("shows 'Invalid link' without asking when the code cannot be a link", async () => {
    renderPage('/appointments?z=7U12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid link' })).toBeVisible();
  });

  it('shows the generic message when the data service fails', async () => {
    server.use(
      graphql.query<ConsultationQuery, ConsultationQueryVariables>('Consultation', () =>
        HttpResponse.error(),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry something went wrong. Please try again later.',
    );
    expect(screen.queryByText('Invalid link')).not.toBeInTheDocument();
  });
});
