import { chatMessageBodySchema } from '@petwell/domain';
import { type KeyboardEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Loading } from '../../components/loading';
import { TextArea } from '../../components/text-area';
import { useSendConsultationMessageMutation } from '../../generated/graphql';
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
}

/**
 * The text conversation of a chat consultation between the owner and the vet: the messages
 * (refreshed every few seconds) and a box to write one. Enter sends, Shift+Enter starts a new
 * line.
 */
export function ChatPanel({
  z,
  side,
  otherLabel,
  timeZone,
  pollMs = CHAT_POLL_MS,
}: ChatPanelProps) {
  const { messages, loaded, failed, add } = useConsultationChat(z, pollMs);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [{ fetching: sending }, send] = useSendConsultationMessageMutation();
  const log = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (sending) return;
    const parsed = chatMessageBodySchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CONSULTATION_TEXT.failed);
      return;
    }
    setError(undefined);
    const result = await send({ z, body: parsed.data });
    const sent = result.data?.send_consultation_message;
    if (!sent) {
      setError(CONSULTATION_TEXT.failed);
      return;
    }
    add([sent]);
    setDraft('');
  }

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
      <form className="chat-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextArea
          label="Your message"
          name="body"
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          value={draft}
          error={error}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={sending}>
          {sending ? CONSULTATION_TEXT.sending : 'Send'}
        </Button>
      </form>
    </section>
  );
}
