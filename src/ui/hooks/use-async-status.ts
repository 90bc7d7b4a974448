// Runs a screen's actions (save, delete, open…) one at a time and keeps the line that tells how it went.
// Screens ignore keys while an action runs by asking `isBusy()` rather than by turning their input handler off:
// Ink stops reading the terminal when no handler is active, and input handled that way was seen to go missing.
import { useCallback, useRef, useState } from 'react';
import type { Status } from '../components/StatusLine.js';

export interface AsyncStatus {
  status: Status;
  busy: boolean;
  /** Whether an action is running right now (for input handlers, which may run before a re-render). */
  isBusy(): boolean;
  setStatus(status: Status): void;
  /** Shows `busyText` while `action` runs, then its result's text (or the error). Ignored while another runs. */
  run<T>(busyText: string, action: () => Promise<T>, doneText?: (result: T) => string | undefined): Promise<T | undefined>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useAsyncStatus(): AsyncStatus {
  const [status, setStatus] = useState<Status>();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async <T,>(busyText: string, action: () => Promise<T>, doneText?: (result: T) => string | undefined) => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setStatus({ kind: 'busy', text: busyText });
    try {
      const result = await action();
      const text = doneText?.(result);
      setStatus(text ? { kind: 'notice', text } : undefined);
      return result;
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { status, busy, isBusy: () => running.current, setStatus, run };
}
