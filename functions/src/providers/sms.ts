import type { Queryable } from '../lib/db';
import { sendThroughOutbox } from './outbox';

/** SMS behind one interface: the dev outbox locally, Amazon SNS when configured. */
export interface SmsMessage {
  /** 10-digit national number, without the country code. */
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
    send: (message) =>
      sendThroughOutbox(
        db,
        { channel: 'sms', recipient: message.to, subject: null, body: message.body },
        deliver && (() => deliver(message)),
        log,
      ),
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
