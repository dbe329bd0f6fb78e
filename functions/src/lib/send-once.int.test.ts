import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../test/harness';
import { SEND_CLAIM_MINUTES, sendOnce } from './send-once';

/** At-least-once delivery made exactly-once effect: the claim in public.notification_log. */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.close();
});

const db = () => stack.stack.db;
const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 9, minutes));

describe('sendOnce', () => {
  it('sends a key once, however often it is asked', async () => {
    let sent = 0;
    const send = () => {
      sent += 1;
      return Promise.resolve();
    };
    expect(await sendOnce(db(), 'test:once', at(0), send)).toBe('sent');
    expect(await sendOnce(db(), 'test:once', at(1), send)).toBe('skipped');
    expect(await sendOnce(db(), 'test:once', at(SEND_CLAIM_MINUTES + 30), send)).toBe('skipped');
    expect(sent).toBe(1);
  });

  it('gives the claim back when the send fails, so the retry sends', async () => {
    await expect(
      sendOnce(db(), 'test:retry', at(0), () => Promise.reject(new Error('smtp down'))),
    ).rejects.toThrow('smtp down');
    let sent = 0;
    expect(
      await sendOnce(db(), 'test:retry', at(1), () => {
        sent += 1;
        return Promise.resolve();
      }),
    ).toBe('sent');
    expect(sent).toBe(1);
  });

  it('skips a key another delivery is sending, and takes it over once that claim is stale', async () => {
    await db().query(
      `insert into public.notification_log (key, status, claimed_at) values ('test:stale', 'sending', $1)`,
      [at(0).toISOString()],
    );
    const send = () => Promise.resolve();
    expect(await sendOnce(db(), 'test:stale', at(SEND_CLAIM_MINUTES - 1), send)).toBe('skipped');
    expect(await sendOnce(db(), 'test:stale', at(SEND_CLAIM_MINUTES + 1), send)).toBe('sent');
  });

  it('lets exactly one of ten concurrent deliveries send', async () => {
    let sent = 0;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        sendOnce(db(), 'test:race', at(0), async () => {
          sent += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }),
      ),
    );
    expect(answers.filter((a) => a === 'sent')).toHaveLength(1);
    expect(sent).toBe(1);
  });
});

describe('the event webhook (/events/<name>)', () => {
  const post = (path: string, body: unknown, secret?: string) =>
    fetch(new URL(path, stack.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret === undefined ? {} : { 'x-petwell-action-secret': secret }),
      },
      body: JSON.stringify(body),
    });

  it('refuses a call without the shared secret, and names no handler that is not there', async () => {
    expect((await post('/events/nothing-here', {})).status).toBe(401);
    expect((await post('/events/nothing-here', {}, 'wrong-secret-0123456789')).status).toBe(401);
    const secret = stack.deps.env.ACTIONS_SECRET;
    expect((await post('/events/nothing-here', {}, secret)).status).toBe(404);
  });
});
