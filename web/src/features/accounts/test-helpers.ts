import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';

/** An input by its label, with or without the required marker (' *'). */
export function field(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** Answers POSTs to `path` with `reply` and records every JSON body the app sent. */
export function answer(path: string, reply: () => Response | Promise<Response>): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

/** The REST error answer of functions/README.md: `{message, msg, code, fields?}`. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Response {
  return HttpResponse.json(
    { message, msg: message, code, ...(fields ? { fields } : {}) },
    { status },
  );
}

/** A request that waits until the test releases it (to see the 'Please Wait...' state). */
export function gate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}

/** Goes through the mobile step with the server accepting the number and the code. */
export async function verifyMobile(user: UserEvent, mobile = '5551234567', code = '1234') {
  const sent = answer('/api/account/send_otp', () =>
    HttpResponse.json({ status: 'sent', expires_in: 600 }),
  );
  const checked = answer('/api/account/verify_otp', () =>
    HttpResponse.json({ status: 'Verified' }),
  );
  await user.type(field('Mobile number'), mobile);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  await user.type(await screen.findByLabelText(/^Code/), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('Verified');
  return { sent, checked };
}
