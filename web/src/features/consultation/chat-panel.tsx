import { sendConsultationMessageSchema } from '@petwell/domain';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { useSendConsultationMessageMutation } from '../../generated/graphql';
import { Form, FormTextArea, SubmitButton, useZodForm } from '../../ui/form';
import { formatMessageTime } from './consultation-format';
import { CHAT_POLL_MS, CONSULTATION_TEXT, MESSAGE_MAX_LENGTH } from './messages';
import { useConsultationChat } from './use-consultation-chat';

export interface ChatPanelProps {
  /** The consultation link's code: it is the capability to read and write. */
  z: string;
  /** Which side this viewer is ('user' or 'vendor'); their messages are labelled 'You'. */
  side: string;
  /** How the other side's messages are labelled (the doctor, or the pet owner's first name). */
  otherLabel: string;
  /** The zone message times are shown in. */
  timeZone: string;
  pollMs?: number;
  /** The appointment is over: the conversation shows, without a box to write in. */
  closed?: boolean;
}

/**
 * The text conversation of a chat consultation between the owner and the vet: the messages
 * (refreshed every few seconds) and a box to write one. Enter sends, Shift+Enter starts a new
 * line. A closed conversation is loaded once and takes no new messages.
 */
export function ChatPanel({
  z,
  side,
  otherLabel,
  timeZone,
  pollMs = CHAT_POLL_MS,
  closed = false,
}: ChatPanelProps) {
  const { messages, loaded, failed, add } = useConsultationChat(z, closed ? null : pollMs);
  // The link code is not checked here: the page has already been read with it.
  const form = useZodForm(sendConsultationMessageSchema.pick({ body: true }), {
    defaultValues: { body: '' },
  });
  const [, send] = useSendConsultationMessageMutation();
  const log = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <section className="consultation-chat card" aria-labelledby={headingId}>
      <h2 id={headingId}>Messages</h2>
      <div
        ref={log}
        className="chat-log"
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        // Scrollable, so keyboard users can reach and scroll it.
        tabIndex={0}
      >
        {!loaded && !failed ? <Loading /> : null}
        {loaded && messages.length === 0 ? (
          <p className="chat-empty">{CONSULTATION_TEXT.noMessages}</p>
        ) : null}
        {messages.length > 0 ? (
          <ol className="chat-messages">
            {messages.map((message) => {
              const own = message.sender_role === side;
              return (
                <li
                  key={message.id}
                  className={own ? 'chat-message chat-message-own' : 'chat-message'}
                >
                  <p className="chat-meta">
                    <strong>{own ? 'You' : otherLabel}</strong>{' '}
                    <time dateTime={message.created_at}>
                      {formatMessageTime(new Date(message.created_at), timeZone)}
                    </time>
                  </p>
                  <p className="chat-body">{message.body}</p>
                </li>
              );
            })}
          </ol>
        ) : null}
      </div>
      {failed ? <Alert tone="error">{CONSULTATION_TEXT.failed}</Alert> : null}
      {closed ? (
        <p className="chat-closed">{CONSULTATION_TEXT.chatClosed}</p>
      ) : (
        <Form
          form={form}
          className="chat-form"
          onSubmit={async ({ body }) => {
            const result = await send({ z, body });
            const sent = result.data?.send_consultation_message;
            if (!sent) {
              form.setError('body', { message: CONSULTATION_TEXT.failed });
              return;
            }
            add([sent]);
            form.reset();
          }}
        >
          <FormTextArea
            form={form}
            name="body"
            label="Your message"
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            onKeyDown={onKeyDown}
          />
          <SubmitButton pendingText={CONSULTATION_TEXT.sending}>Send</SubmitButton>
        </Form>
      )}
    </section>
  );
}
