import type { Queryable } from '../lib/db';
import { type OutboxAttachment, sendThroughOutbox } from './outbox';

/**
 * Mail behind one small interface: recorded in the outbox (see outbox.ts), delivered by SMTP or
 * SES when configured.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Extra header lines, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on reminders;
   * the outbox keeps them at the end of the body it records, so a test can read them.
   */
  headers?: Record<string, string>;
}

/** A text file sent with a mail (the booking's appointment.ics); kept in outbox.attachments. */
export type MailAttachment = OutboxAttachment;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type Deliver = (message: MailMessage) => Promise<void>;

function recordedBody(message: MailMessage): string {
  let body = message.html ? `${message.text}\n\n---- html ----\n${message.html}` : message.text;
  const headers = Object.entries(message.headers ?? {});
  if (headers.length > 0)
    body += `\n\n---- headers ----\n${headers.map(([name, value]) => `${name}: ${value}`).join('\n')}`;
  return body;
}

/** Records and, when deliver is given, delivers; without it the outbox is the destination. */
export function outboxMailer(
  db: Queryable,
  deliver?: Deliver,
  log?: (line: string) => void,
): Mailer {
  return {
    send: (message) =>
      sendThroughOutbox(
        db,
        {
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          body: recordedBody(message),
          attachments: message.attachments ?? [],
        },
        deliver && (() => deliver(message)),
        log,
      ),
  };
}

/** SMTP through nodemailer (MAIL_PROVIDER=smtp, SMTP_URL). */
export async function smtpDelivery(smtpUrl: string, from: string): Promise<Deliver> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ attachments, ...message }) => {
    await transport.sendMail({
      from,
      ...message,
      ...(attachments?.length
        ? {
            attachments: attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          }
        : {}),
    });
  };
}

/**
 * Amazon SES v2 (MAIL_PROVIDER=ses, AWS_REGION; credentials from the Lambda role). Simple content
 * carries attachments (SESv2 `Content.Simple.Attachments`), so no raw MIME message is built.
 */
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
            ...(message.headers
              ? {
                  Headers: Object.entries(message.headers).map(([Name, Value]) => ({
                    Name,
                    Value,
                  })),
                }
              : {}),
            ...(message.attachments?.length
              ? {
                  Attachments: message.attachments.map((a) => ({
                    FileName: a.filename,
                    ContentType: a.contentType,
                    ContentDisposition: 'ATTACHMENT' as const,
                    RawContent: Buffer.from(a.content, 'utf8'),
                  })),
                }
              : {}),
          },
        },
      }),
    );
  };
}
