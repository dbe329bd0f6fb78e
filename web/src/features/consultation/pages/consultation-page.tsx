import { BOOKING_STATUS, isAppointmentOver, parseLinkCode } from '@petwell/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CombinedError } from 'urql';
import { Alert } from '../../../components/alert';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { config } from '../../../config/config';
import { useConsultationQuery } from '../../../generated/graphql';
import { type AuthUser, isStaff, useAuthUser } from '../../../lib/auth';
import { hasErrorCode } from '../../../lib/errors';
import { ChatPanel } from '../chat-panel';
import { type Consultation, ConsultationDetails } from '../consultation-details';
import { formatAppointmentTime, viewerTimeZone } from '../consultation-format';
import { CONSULTATION_TEXT, INVALID_LINK_CODE } from '../messages';
import '../consultation.css';

// The Jitsi SDK loads only when a video room is shown.
const VideoRoom = lazy(() => import('../video-room').then((m) => ({ default: m.VideoRoom })));

const HEADINGS: Record<string, string> = {
  clinic_visit: 'Clinic visit',
  video: 'Video consultation',
  phone: 'Phone consultation',
  chat: 'Chat consultation',
};

const isInvalidLink = (error: CombinedError) => hasErrorCode(error, INVALID_LINK_CODE);

/** The name this viewer goes by in the room, and how the other side is labelled in the chat. */
function names(c: Consultation) {
  const practice = [c.line1, c.title].filter(Boolean).join(', ');
  return c.side === 'vendor'
    ? { self: practice, other: c.customer_first_name }
    : { self: c.customer_first_name, other: c.line1 || c.title };
}

function Meeting({
  consultation: c,
  z,
  timeZone,
  now,
}: {
  consultation: Consultation;
  z: string;
  timeZone: string;
  now: Date;
}) {
  const { self, other } = names(c);
  if (c.status === BOOKING_STATUS.canceled)
    return <Alert tone="info">{CONSULTATION_TEXT.canceled}</Alert>;
  if (
    isAppointmentOver(
      { status: c.status, slot: new Date(c.slot), durationMinutes: c.duration },
      now,
    )
  )
    return (
      <>
        <Alert tone="info">{CONSULTATION_TEXT.completed}</Alert>
        {c.type === 'chat' ? (
          <ChatPanel key={z} z={z} side={c.side} otherLabel={other} timeZone={timeZone} closed />
        ) : null}
      </>
    );
  switch (c.type) {
    case 'video':
      return c.room ? (
        <Suspense fallback={<Loading label={CONSULTATION_TEXT.videoLoading} />}>
          <VideoRoom domain={config.jitsiDomain} roomName={c.room} displayName={self} />
        </Suspense>
      ) : (
        <Alert tone="error">{CONSULTATION_TEXT.videoMissing}</Alert>
      );
    case 'phone':
      return (
        <p className="consultation-note">
          {c.side === 'vendor' ? CONSULTATION_TEXT.phoneVendor : CONSULTATION_TEXT.phone}
        </p>
      );
    case 'chat':
      return <ChatPanel key={z} z={z} side={c.side} otherLabel={other} timeZone={timeZone} />;
    case 'clinic_visit':
      return (
        <p className="consultation-note">
          Please come to {c.title}
          {c.address ? <>, {c.address},</> : null} on{' '}
          {formatAppointmentTime(new Date(c.slot), timeZone)}.
        </p>
      );
    default:
      return null;
  }
}

/**
 * The way back to the viewer's appointments: the owner's or the practice's list, through their
 * login when they are not logged in with that side's account. When the page is framed (a
 * practice's site), the whole window goes.
 */
function BackToAppointments({ side, user }: { side: string; user: AuthUser | null }) {
  const practice = side === 'vendor';
  const list = practice ? '/app/appointments' : '/app/my-appointments';
  const signedIn = user !== null && (practice ? isStaff(user) : user.role === 'user');
  const login = practice ? '/vendor/login' : '/login';
  const to = signedIn ? list : `${login}?${new URLSearchParams({ redirect: list }).toString()}`;
  const framed = window.top !== window.self;
  return (
    <p className="consultation-back">
      <Link to={to} target={framed ? '_top' : undefined}>
        <span aria-hidden="true">← </span>
        {practice
          ? CONSULTATION_TEXT.backToPracticeAppointments
          : CONSULTATION_TEXT.backToAppointments}
      </Link>
    </p>
  );
}

function StatusPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="container consultation-page status-page">
      <PageTitle title={title} />
      {children}
    </main>
  );
}

/**
 * The page of a consultation link, /appointments?z=...: the link
 * is checked by the `consultation` action (a missing, malformed, tampered or unknown link shows
 * 'Invalid link'; a missing or malformed one without asking), then the booking and, by its type, the video room, the phone note, the
 * chat or the clinic's address; an appointment that is over shows completed (a chat keeps its
 * conversation, without the box to write in). No header or footer: the room gets the space, and
 * a practice site shows this page in a frame; a link leads back to the viewer's appointments.
 */
export function ConsultationPage() {
  const [params] = useSearchParams();
  const z = params.get('z') ?? '';
  // A code that cannot be a link (or none) is refused here; the action checks the signature.
  const wellFormed = parseLinkCode(z) !== undefined;
  const [timeZone] = useState(viewerTimeZone);
  const [now] = useState(() => new Date());
  const user = useAuthUser();
  const [{ data, fetching, error }] = useConsultationQuery({
    variables: { z },
    pause: !wellFormed,
    requestPolicy: 'cache-and-network',
  });

  if (!wellFormed || (!data && error && isInvalidLink(error))) {
    return (
      <StatusPage title={CONSULTATION_TEXT.invalid}>
        <h1>{CONSULTATION_TEXT.invalid}</h1>
        <p>Please open the link from your appointment e-mail again.</p>
      </StatusPage>
    );
  }
  if (!data) {
    return error && !fetching ? (
      <StatusPage title="Consultation">
        <h1>Consultation</h1>
        <Alert tone="error">{CONSULTATION_TEXT.failed}</Alert>
      </StatusPage>
    ) : (
      <StatusPage title="Consultation">
        <Loading />
      </StatusPage>
    );
  }

  const c = data.consultation;
  const heading = HEADINGS[c.type] ?? 'Consultation';
  return (
    <main id="main" tabIndex={-1} className="container consultation-page">
      <PageTitle title={`${heading} ${c.code}`} />
      <BackToAppointments side={c.side} user={user} />
      <h1>
        {heading} <span className="consultation-code">{c.code}</span>
      </h1>
      <ConsultationDetails consultation={c} timeZone={timeZone} now={now} />
      <Meeting consultation={c} z={z} timeZone={timeZone} now={now} />
    </main>
  );
}
