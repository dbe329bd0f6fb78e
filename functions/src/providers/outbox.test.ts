import { describe, expect, it } from 'vitest';
import type { Queryable } from '../lib/db';
import { outboxMailer } from './mail';
import { outboxSms } from './sms';

/** A database that keeps the outbox rows in memory, as the table would. */
function memoryOutbox() {
  const rows: {
    id: number;
    channel: string;
    recipient: string;
    status: string;
    last_error?: string;
  }[] = [];
  const db: Queryable = {
    query(text: string, params: readonly unknown[] = []) {
      if (text.includes('insert into public.outbox')) {
        const row = {
          id: rows.length + 1,
          channel: String(params[0]),
          recipient: String(params[1]),
          status: String(params[4]),
        };
        rows.push(row);
        return Promise.resolve({ rows: [{ id: String(row.id) }] as never[], affectedRows: 1 });
      }
      const row = rows.find((r) => r.id === params[0]);
      if (row && text.includes("status = 'sent'")) row.status = 'sent';
      if (row && text.includes("status = 'failed'"))
        Object.assign(row, { status: 'failed', last_error: String(params[1]) });
      return Promise.resolve({ rows: [], affectedRows: row ? 1 : 0 });
    },
  };
  return { db, rows };
}

describe('the outbox providers', () => {
  it('record mail and SMS as sent when the outbox is the destination (local default)', async () => {
    const { db, rows } = memoryOutbox();
    await outboxMailer(db).send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' });
    await outboxSms(db).send({ to: '5551234567', body: 'Code 1234' });
    expect(rows.map((r) => [r.channel, r.recipient, r.status])).toEqual([
      ['email', 'a@example.com', 'sent'],
      ['sms', '5551234567', 'sent'],
    ]);
  });

  it('mark a delivered message sent, and a failed one failed with the reason, and throw so the action can say so', async () => {
    const { db, rows } = memoryOutbox();
    await outboxMailer(db, () => Promise.resolve()).send({
      to: 'ok@example.com',
      subject: 'S',
      text: 'T',
    });
    const failing = outboxSms(db, () => Promise.reject(new Error('SNS throttled')));
    await expect(failing.send({ to: '5551234567', body: 'Code' })).rejects.toThrow('SNS throttled');
    expect(rows).toEqual([
      { id: 1, channel: 'email', recipient: 'ok@example.com', status: 'sent' },
      {
        id: 2,
        channel: 'sms',
        recipient: '5551234567',
        status: 'failed',
        last_error: 'SNS throttled',
      },
    ]);
  });
});
