import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  ConsultationMessagesQuery,
  ConsultationMessagesQueryVariables,
  SendConsultationMessageMutation,
  SendConsultationMessageMutationVariables,
} from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { ChatPanel } from './chat-panel';
import { CONSULTATION_TEXT } from './messages';
import { type ChatMessage } from './use-consultation-chat';
import { chatMessage, LINK } from './test-helpers';

const POLL_MS = 40;

/**
 * A stand-in for the messages action: answers from `stored` after `afterId`, and records each
 * request's variables.
 */
function messagesAction(stored: ChatMessage[]) {
  const requests: ConsultationMessagesQueryVariables[] = [];
  server.use(
    graphql.query<ConsultationMessagesQuery, ConsultationMessagesQueryVariables>(
      'ConsultationMessages',
      ({ variables }) => {
        requests.push(variables);
        const after = variables.afterId ?? 0;
        return HttpResponse.json({
          data: { consultation_messages: stored.filter((m) => m.id > after) },
        });
      },
    ),
  );
  return requests;
}

const renderChat = (side = 'user') =>
  renderWithApp(
    <ChatPanel z={LINK} side={side} otherLabel="Dr. Ana Lee" timeZone="UTC" pollMs={POLL_MS} />,
  );

describe('the chat of a consultation', () => {
  it('says there are no messages yet', async () => {
    messagesAction([]);
    renderChat();
    expect(await screen.findByText(CONSULTATION_TEXT.noMessages)).toBeVisible();
  });

  it('asks only for messages after the newest one and appends what arrives', async () => {
    const stored = [chatMessage({ id: 4, body: 'Hello doctor' })];
    const requests = messagesAction(stored);
    renderChat();
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Hello doctor')).toBeVisible();

    stored.push(chatMessage({ id: 9, sender_role: 'vendor', body: 'Hello Sam' }));
    expect(await within(log).findByText('Hello Sam')).toBeVisible();
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^You/);
    expect(items[1]).toHaveTextContent(/^Dr. Ana Lee/);

    expect(requests[0]).toEqual({ z: LINK, afterId: null });
    await waitFor(() => {
      expect(requests.at(-1)).toEqual({ z: LINK, afterId: 9 });
    });
    expect(requests.some((r) => r.afterId === 4)).toBe(true);
  });

  it('shows a closed conversation once, without asking again and without a box to write in', async () => {
    const requests = messagesAction([chatMessage({ id: 4, body: 'Hello doctor' })]);
    renderWithApp(
      <ChatPanel
        z={LINK}
        side="user"
        otherLabel="Dr. Ana Lee"
        timeZone="UTC"
        pollMs={POLL_MS}
        closed
      />,
    );
    expect(await screen.findByText('Hello doctor')).toBeVisible();
    expect(screen.getByText(CONSULTATION_TEXT.chatClosed)).toBeVisible();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 5));
    expect(requests).toEqual([{ z: LINK, afterId: null }]);
  });

  it('labels the owner by name on the practice side', async () => {
    messagesAction([chatMessage({ id: 1, sender_role: 'user', body: 'Hi' })]);
    renderWithApp(
      <ChatPanel z={LINK} side="vendor" otherLabel="Sam" timeZone="UTC" pollMs={POLL_MS} />,
    );
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent(/^Sam/);
  });

  it('stops asking once the page is left', async () => {
    const requests = messagesAction([]);
    const { unmount } = renderChat();
    await waitFor(() => {
      expect(requests.length).toBeGreaterThanOrEqual(2);
    });
    unmount();
    const count = requests.length;
    await delay(POLL_MS * 4);
    expect(requests.length).toBeLessThanOrEqual(count + 1);
    const settled = requests.length;
    await delay(POLL_MS * 4);
    expect(requests.length).toBe(settled);
  });

  it('sends the trimmed message, shows it as yours and empties the box', async () => {
    messagesAction([]);
    const sent: SendConsultationMessageMutationVariables[] = [];
    server.use(
      graphql.mutation<SendConsultationMessageMutation, SendConsultationMessageMutationVariables>(
        'SendConsultationMessage',
        async ({ variables }) => {
          sent.push(variables);
          await delay(100);
          return HttpResponse.json({
            data: {
              send_consultation_message: chatMessage({ id: 5, body: 'Rex ate a sock.' }),
            },
          });
        },
      ),
    );
    const { user } = renderChat();
    await screen.findByText(CONSULTATION_TEXT.noMessages);
    const box = screen.getByLabelText('Your message');
    await user.type(box, '  Rex ate a sock.  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const busy = await screen.findByRole('button', { name: 'Please Wait...' });
    expect(busy).toBeDisabled();

    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Rex ate a sock.')).toBeVisible();
    expect(within(log).getByRole('listitem')).toHaveTextContent(/^You/);
    expect(sent).toEqual([{ z: LINK, body: 'Rex ate a sock.' }]);
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('sends with Enter and keeps Shift+Enter for a new line', async () => {
    messagesAction([]);
    const sent: SendConsultationMessageMutationVariables[] = [];
    server.use(
      graphql.mutation<SendConsultationMessageMutation, SendConsultationMessageMutationVariables>(
        'SendConsultationMessage',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: { send_consultation_message: chatMessage({ id: 6, body: variables.body }) },
          });
        },
      ),
    );
    const { user } = renderChat();
    await screen.findByText(CONSULTATION_TEXT.noMessages);
    await user.type(
      screen.getByLabelText('Your message'),
      'line one{Shift>}{Enter}{/Shift}two{Enter}',
    );
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]?.body).toBe('line one\ntwo');
  });

  it('asks for a message instead of sending an empty one', async () => {
    messagesAction([]);
    const { user } = renderChat();
    await screen.findByText(CONSULTATION_TEXT.noMessages);
    await user.type(screen.getByLabelText('Your message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message.')).toBeVisible();
    expect(screen.getByLabelText('Your message')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the message and says so when sending fails', async () => {
    messagesAction([]);
    server.use(
      graphql.mutation<SendConsultationMessageMutation, SendConsultationMessageMutationVariables>(
        'SendConsultationMessage',
        () => HttpResponse.error(),
      ),
    );
    const { user } = renderChat();
    await screen.findByText(CONSULTATION_TEXT.noMessages);
    await user.type(screen.getByLabelText('Your message'), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Sorry something went wrong. Please try again later.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Your message')).toHaveValue('Are you there?');
  });

  it('says so when the messages cannot be loaded, and recovers', async () => {
    let fail = true;
    server.use(
      graphql.query<ConsultationMessagesQuery, ConsultationMessagesQueryVariables>(
        'ConsultationMessages',
        () =>
          fail
            ? HttpResponse.error()
            : HttpResponse.json({
                data: { consultation_messages: [chatMessage({ id: 1, body: 'Back again' })] },
              }),
      ),
    );
    renderChat();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry something went wrong. Please try again later.',
    );
    fail = false;
    expect(await screen.findByText('Back again')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
