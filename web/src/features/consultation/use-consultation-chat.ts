import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import {
  ConsultationMessagesDocument,
  type ConsultationMessagesQuery,
  type ConsultationMessagesQueryVariables,
} from '../../generated/graphql';
import { CHAT_POLL_MS } from './messages';

/** One message of a chat consultation, as the actions return it. */
export type ChatMessage = ConsultationMessagesQuery['consultation_messages'][number];

export interface ConsultationChat {
  /** Every message so far, oldest first. */
  messages: readonly ChatMessage[];
  /** The first answer has arrived. */
  loaded: boolean;
  /** The latest request for messages failed (polling goes on and clears it). */
  failed: boolean;
  /** Adds messages (a sent one at once); a message already shown is not repeated. */
  add: (messages: readonly ChatMessage[]) => void;
}

/**
 * The conversation of a chat consultation, kept fresh by polling: the first request loads every
 * message, later ones ask only for messages after the newest one seen (`after_id`), every
 * `pollMs` after the previous answer (so requests never pile up on a slow line); `null` loads
 * the conversation once (a closed one gets no new messages), retrying only a failure. Polling
 * stops when the component unmounts. Always from the network: the point is to see new messages.
 */
export function useConsultationChat(
  z: string,
  pollMs: number | null = CHAT_POLL_MS,
): ConsultationChat {
  const client = useClient();
  const [messages, setMessages] = useState<readonly ChatMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const newest = useRef<number | null>(null);

  const add = useCallback((incoming: readonly ChatMessage[]) => {
    if (incoming.length === 0) return;
    newest.current = Math.max(newest.current ?? 0, ...incoming.map((m) => m.id));
    setMessages((current) => {
      const byId = new Map(current.map((m) => [m.id, m]));
      for (const message of incoming) byId.set(message.id, message);
      return [...byId.values()].sort((a, b) => a.id - b.id);
    });
  }, []);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const variables: ConsultationMessagesQueryVariables = { z, afterId: newest.current };
      const result = await client
        .query<ConsultationMessagesQuery, ConsultationMessagesQueryVariables>(
          ConsultationMessagesDocument,
          variables,
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (stopped) return;
      if (result.data) {
        add(result.data.consultation_messages);
        setLoaded(true);
        setFailed(false);
      } else {
        setFailed(true);
      }
      // A closed conversation (pollMs null) is asked for again only until it has loaded.
      const wait = pollMs ?? (result.data ? null : CHAT_POLL_MS);
      if (wait !== null) timer = setTimeout(() => void poll(), wait);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, z, pollMs, add]);

  return { messages, loaded, failed, add };
}
