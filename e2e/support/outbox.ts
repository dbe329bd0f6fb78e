import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The dev outbox (GET /dev/outbox?to=..., functions/src/lib/dev-outbox.ts): the mails and SMS the
 * tests' stack "sent", newest first, so a test can read a sign-up code or a reset link.
 */
export interface OutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  created_at: string;
  /** Files sent with a mail (appointment.ics). */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The newest 50 messages to one address or number (all recipients without `to`). */
export async function outboxMessages(
  request: APIRequestContext,
  to?: string,
): Promise<OutboxMessage[]> {
  const response = await request.get('/dev/outbox', {
    params: to === undefined ? {} : { to },
    headers: { accept: 'application/json' },
  });
  expect(response.ok(), `GET /dev/outbox answered ${String(response.status())}`).toBe(true);
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

interface WaitOptions {
  /** Only messages newer than this id (e.g. the newest id before the action). */
  after?: number;
  timeout?: number;
}

/** Polls the outbox until a message to `to` matches `pattern`; returns the first capture group. */
async function waitForMessage(
  request: APIRequestContext,
  to: string,
  channel: 'sms' | 'mail',
  pattern: RegExp,
  { after = 0, timeout = 10_000 }: WaitOptions,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await outboxMessages(request, to);
        for (const message of messages) {
          if (message.id <= after) continue;
          if (channel === 'sms' ? message.channel !== 'sms' : message.channel === 'sms') continue;
          const match = pattern.exec(message.body);
          if (match?.[1]) {
            found = match[1];
            return true;
          }
        }
        return false;
      },
      { message: `no ${channel} to ${to} matching ${String(pattern)} arrived`, timeout },
    )
    .toBe(true);
  return found ?? '';
}

/** The newest sign-up code sent by SMS to a 10-digit mobile number, waiting until it arrives. */
export function latestOtp(
  request: APIRequestContext,
  phone: string,
  options: WaitOptions = {},
): Promise<string> {
  return waitForMessage(request, phone, 'sms', /verification code is (\d+)/, options);
}

/** The newest password-reset link mailed to `email`, waiting until it arrives. */
export function latestResetLink(
  request: APIRequestContext,
  email: string,
  options: WaitOptions = {},
): Promise<string> {
  return waitForMessage(request, email, 'mail', /(https?:\/\/\S+[?&]forgot=\S+)/, options);
}

/** The newest message id to `to` (0 when none), to wait only for messages sent after it. */
export async function newestOutboxId(request: APIRequestContext, to: string): Promise<number> {
  const messages = await outboxMessages(request, to);
  return messages[0]?.id ?? 0;
}
