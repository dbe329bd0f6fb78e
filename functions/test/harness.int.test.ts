import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './harness';

/**
 * The test stack's clock drives the engine's scheduled events too: a scheduled event the
 * functions create (deps.scheduler, Hasura's metadata API on the stack's own engine) fires when
 * the test moves `now` past its time and calls deliverEvents(), and not before.
 */

const received: { path: string; body: Record<string, unknown>; secret: unknown }[] = [];
let hooks: Server;
let stack: TestStack;
let at = Date.UTC(2030, 4, 1, 8, 0, 0);

beforeAll(async () => {
  hooks = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // The project's cron triggers fire on the same clock; this test watches its own event.
      if (request.url === '/events/booking-reminder')
        received.push({
          path: request.url ?? '',
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          secret: request.headers['x-petwell-action-secret'],
        });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  const port = (hooks.address() as AddressInfo).port;
  stack = await startTestStack({
    now: () => new Date(at),
    deliverEvents: false,
    env: { EVENTS_BASE_URL: `http://127.0.0.1:${String(port)}/events` },
  });
});

afterAll(async () => {
  await stack.close();
  await new Promise<void>((resolve) => {
    hooks.close(() => {
      resolve();
    });
  });
});

it('fires a scheduled event when the test moves the clock past its time, and not before', async () => {
  const id = await stack.deps.scheduler.schedule({
    handler: 'booking_reminder',
    at: new Date(Date.UTC(2030, 4, 1, 9, 0, 0)),
    payload: { booking_id: 12 },
    comment: 'reminder of booking 12',
  });
  at = Date.UTC(2030, 4, 1, 8, 59, 59);
  await stack.deliverEvents();
  expect(received).toHaveLength(0);
  at = Date.UTC(2030, 4, 1, 9, 0, 0);
  await stack.deliverEvents();
  expect(received).toStrictEqual([
    {
      path: '/events/booking-reminder',
      secret: 'test-actions-secret-0123456789',
      body: expect.objectContaining({
        id,
        scheduled_time: '2030-05-01T09:00:00Z',
        payload: { booking_id: 12 },
        comment: 'reminder of booking 12',
      }) as unknown,
    },
  ]);
});
