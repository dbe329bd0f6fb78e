import { useRef } from 'react';

/** A fresh idempotency key (crypto.randomUUID; random bytes where the browser lacks it). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency key of an order attempt. Submitting the same thing again after a network
 * failure (the answer was lost, the order may have gone through) reuses the key, so the server
 * answers the first answer instead of charging twice; anything else is a new attempt.
 */
export function useAttemptKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    /** The key for this submission (`fingerprint`: what is sent, without the key). */
    keyFor(fingerprint: string): string {
      if (last.current?.fingerprint === fingerprint) return last.current.key;
      const key = newIdempotencyKey();
      last.current = { fingerprint, key };
      return key;
    },
    /** The server answered: the next submission is a new attempt. */
    settle(): void {
      last.current = null;
    },
  };
}
