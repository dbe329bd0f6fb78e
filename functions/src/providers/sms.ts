import type { Queryable } from '../lib/db';
import { markOutbox, recordOutbox } from './mail';

/** SMS behind one interface: the dev outbox locally, Amazon SNS when configured. */
export interface SmsMessage {
  /** 10-digit national number (spec 000 section 5). */
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export type DeliverSms = (message: SmsMessage) => Promise<void>;

export function outboxSms(
  db: Queryable,
  deliver?: DeliverSms,
  log?: (line: string) => void,
): SmsSender {
  return {
    async send(message) {
      if (!deliver) {
        await recordOutbox(
          db,
          { channel: 'sms', recipient: message.to, subject: null, body: message.body },
          'sent',
        );
        log?.(`sms to ${message.to} (dev outbox)`);
        return;
      }
      const id = await recordOutbox(
        db,
        { channel: 'sms', recipient: message.to, subject: null, body: message.body },
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

/** Amazon SNS direct publish (SMS_PROVIDER=sns). */
export async function snsDelivery(region: string, countryCode: string): Promise<DeliverSms> {
  const { SNSClient, PublishCommand } = await import('@aws-sdk/client-sns');
  const client = new SNSClient({ region });
  return async (message) => {
    await client.send(
      new PublishCommand({
        PhoneNumber: `${countryCode}${message.to}`,
        Message: message.body,
        MessageAttributes: {
          'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        },
      }),
    );
  };
}
