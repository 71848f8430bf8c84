import { useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_MESSAGE_CLEAR_MS } from '@roamcast/shared/catalog/constants';

/** A translation key and its values, translated when shown so a language switch applies at once. */
export interface StatusMessage {
  key: string;
  values?: Record<string, string>;
  /** Problems are announced assertively; results politely. */
  tone: 'info' | 'error';
  /** The server's own words (a 4xx answer), shown under the message as they came. */
  detail?: string;
}

/** A page's one status message (voice status, My Tours actions); it clears itself after 3 s (SPEC §8, §9). */
export function useStatusMessage() {
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((next: StatusMessage) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), STATUS_MESSAGE_CLEAR_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show };
}
