import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies a text to the clipboard; `copied` is true for a few seconds after it worked. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 4000);
    } catch {
      setCopied(false);
    }
  }, []);
  return { copied, copy };
}
