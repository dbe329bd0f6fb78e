import { describe, expect, it } from 'vitest';
import {
  type AppointmentEvent,
  appointmentAttachment,
  appointmentIcs,
  appointmentUid,
  calendarSequence,
} from './booking-links-calendar';

const base: AppointmentEvent = {
  bookingId: 42,
  type: 'video',
  slot: new Date('2026-11-23T14:00:00.000Z'),
  durationMinutes: 30,
  title: 'Test Clinic',
  line1: 'Dr. Test, DVM',
  address: '1 Main Street, Springfield',
  summary: 'Limping on the back left leg',
  link: 'https://petwell.example.com/appointments?z=7U42.AbCdEfGh_-012345',
  publicUrl: 'https://petwell.example.com',
  stamp: new Date('2026-11-21T10:00:00.000Z'),
};

/** The content lines of an iCalendar text, unfolded (RFC 5545 section 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const property = (ics: string, name: string) =>
  unfold(ics)
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(line.indexOf(':') + 1));

describe('appointment.ics', () => {
  it('is one VEVENT in a VCALENDAR with CRLF line ends', () => {
    const ics = appointmentIcs(base);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(property(ics, 'BEGIN')).toEqual(['VCALENDAR', 'VEVENT']);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('has start and end in UTC, the UID booking-{id}@{host}, and the same text each time', () => {
    const ics = appointmentIcs(base);
    expect(property(ics, 'DTSTART')).toEqual(['20261123T140000Z']);
    expect(property(ics, 'DTEND')).toEqual(['20261123T143000Z']);
    expect(property(ics, 'UID')).toEqual(['booking-42@petwell.example.com']);
    expect(property(ics, 'DTSTAMP')).toEqual(['20261121T100000Z']);
    expect(appointmentIcs(base)).toBe(ics);
    expect(appointmentUid(42, 'http://localhost:8080/')).toBe('booking-42@localhost');
  });

  it('puts the link in the location of a remote consultation, the address for a clinic visit', () => {
    expect(property(appointmentIcs(base), 'LOCATION')).toEqual([base.link]);
    expect(property(appointmentIcs({ ...base, type: 'clinic_visit' }), 'LOCATION')).toEqual([
      'Test Clinic\\, 1 Main Street\\, Springfield',
    ]);
  });

  it('describes the booking with its PQC code, the reason and the link', () => {
    const [description = ''] = property(appointmentIcs(base), 'DESCRIPTION');
    expect(description).toContain('PQC-42: Video consultation with Dr. Test\\, DVM (Test Clinic)');
    expect(description).toContain('Reason for consult: Limping on the back left leg');
    expect(description).toContain(`Appointment page: ${base.link}`);
    expect(property(appointmentIcs(base), 'SUMMARY')).toEqual([
      'Video consultation with Dr. Test\\, DVM (PQC-42)',
    ]);
  });

  it('tells a phone consultation that the doctor will call', () => {
    const [description = ''] = property(appointmentIcs({ ...base, type: 'phone' }), 'DESCRIPTION');
    expect(description).toContain('The doctor will call you at the appointment time');
  });

  it('is attached as appointment.ics, text/calendar', () => {
    expect(appointmentAttachment(base)).toEqual({
      filename: 'appointment.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: appointmentIcs(base),
    });
  });

  it('cancels the invitation: METHOD:CANCEL, STATUS:CANCELLED, the same UID, a higher SEQUENCE', () => {
    const invitation = appointmentIcs(base);
    const cancellation = appointmentIcs({ ...base, canceled: true });
    expect(property(invitation, 'METHOD')).toEqual(['PUBLISH']);
    expect(property(cancellation, 'METHOD')).toEqual(['CANCEL']);
    expect(property(cancellation, 'STATUS')).toEqual(['CANCELLED']);
    expect(property(cancellation, 'UID')).toEqual(property(invitation, 'UID'));
    expect(Number(property(cancellation, 'SEQUENCE')[0])).toBeGreaterThan(
      Number(property(invitation, 'SEQUENCE')[0] ?? 0),
    );
    expect(appointmentAttachment({ ...base, canceled: true })).toMatchObject({
      filename: 'appointment.ics',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    });
  });

  it('updates a moved appointment (same UID, PUBLISH, a higher SEQUENCE), and a later cancellation supersedes the update', () => {
    const invitation = appointmentIcs(base);
    const movedAt = new Date('2026-11-22T09:00:00.000Z');
    const moved = appointmentIcs({
      ...base,
      slot: new Date('2026-11-23T16:00:00.000Z'),
      stamp: movedAt,
      sequence: calendarSequence(movedAt),
    });
    const canceledAt = new Date('2026-11-22T09:00:01.000Z');
    const canceled = appointmentIcs({
      ...base,
      canceled: true,
      stamp: canceledAt,
      sequence: calendarSequence(canceledAt),
    });
    expect(property(moved, 'METHOD')).toEqual(['PUBLISH']);
    expect(property(moved, 'UID')).toEqual(property(invitation, 'UID'));
    expect(property(moved, 'DTSTART')).toEqual(['20261123T160000Z']);
    const sequence = (ics: string) => Number(property(ics, 'SEQUENCE')[0] ?? 0);
    expect(sequence(moved)).toBeGreaterThan(sequence(invitation));
    expect(sequence(moved)).toBeGreaterThan(1);
    expect(sequence(canceled)).toBeGreaterThan(sequence(moved));
  });
});
