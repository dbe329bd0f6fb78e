import type { Queryable } from '../lib/db';

/**
 * Mail behind one small interface. Every message is recorded in the `outbox` table; the local
 * provider stops there (the dev outbox page shows it), SMTP and SES deliver it and record the
 * result. A failed delivery throws, so the action can answer with an error instead of only
 * logging it.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type Deliver = (message: MailMessage) => Promise<void>;

export async function recordOutbox(
  db: Queryable,
  entry: { channel: 'email' | 'sms'; recipient: string; subject: string | null; body: string },
  status: 'pending' | 'sent',
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.outbox (channel, recipient, subject, body, status, sent_at)
     values ($1, $2, $3, $4, $5, case when $5 = 'sent' then now() end)
     returning id`,
    [entry.channel, entry.recipient, entry.subject, entry.body, status],
  );
  return Number(rows[0]?.id);
}

export async function markOutbox(db: Queryable, id: number, error: unknown): Promise<void> {
  if (error === undefined) {
    await db.query(
      `update public.outbox set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = $1`,
      [id],
    );
  } else {
    await db.query(
      `update public.outbox set status = 'failed', attempts = attempts + 1, last_error = $2 where id = $1`,
      [id, error instanceof Error ? error.message : JSON.stringify(error)],
    );
  }
}

/** Records and, when deliver is given, delivers; without it the outbox is the destination. */
export function outboxMailer(
  db: Queryable,
  deliver?: Deliver,
  log?: (line: string) => void,
): Mailer {
  return {
    async send(message) {
      const body = message.html
        ? `${message.text}\n\n---- html ----\n${message.html}`
        : message.text;
      if (!deliver) {
        await recordOutbox(
          db,
          { channel: 'email', recipient: message.to, subject: message.subject, body },
          'sent',
        );
        log?.(`mail to ${message.to}: ${message.subject} (dev outbox)`);
        return;
      }
      const id = await recordOutbox(
        db,
        { channel: 'email', recipient: message.to, subject: message.subject, body },
        'pending',
      );
      try {
        await deliver(message);
      } catch (error) {
        await markOutbox(db, id, error);
        throw error;
      }
      await markOutbox(db, id, undefined);
    },
  };
}

/** SMTP through nodemailer (MAIL_PROVIDER=smtp, SMTP_URL). */
export async function smtpDelivery(smtpUrl: string, from: string): Promise<Deliver> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}

/** Amazon SES v2 (MAIL_PROVIDER=ses, AWS_REGION; credentials from the Lambda role). */
export async function sesDelivery(region: string, from: string): Promise<Deliver> {
  const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  const client = new SESv2Client({ region });
  return async (message) => {
    await client.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject },
            Body: {
              Text: { Data: message.text },
              ...(message.html ? { Html: { Data: message.html } } : {}),
            },
          },
        },
      }),
    );
  };
}
