import type { Page } from "@reservations/sdk";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";

/** One read: its data, its error, whether it is under way, and a way to read again. */
export function useLoad<T>(read: () => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const seq = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    try {
      const data = await read();
      if (mine === seq.current) setState({ data, loading: false });
    } catch (error) {
      if (mine === seq.current) setState((s) => ({ ...s, error: error as Error, loading: false }));
    }
  }, deps);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload, set: (data: T) => setState({ data, loading: false }) };
}

/**
 * A list read page by page with the API's cursors: the items so far, and `more` for the next page.
 * `read(cursor)` answers the SDK's list from that cursor (`api.listKeys({ cursor })`), or one page.
 */
export function usePaged<T>(read: (cursor: string | undefined) => PromiseLike<Page<T>>, deps: unknown[]) {
  const [state, setState] = useState<{ items: T[]; next: string | null; loading: boolean; error?: Error }>({
    items: [],
    next: null,
    loading: true,
  });
  const seq = useRef(0);
  const fetchPage = async (cursor: string | undefined, append: boolean) => {
    const mine = ++seq.current;
    // The rows on screen stay until the new page replaces them.
    setState((s) => ({ ...s, loading: true, error: undefined }));
    try {
      const page = await read(cursor);
      if (mine !== seq.current) return;
      setState((s) => ({
        items: append ? [...s.items, ...page.data] : page.data,
        next: page.next_cursor,
        loading: false,
      }));
    } catch (error) {
      if (mine === seq.current) setState((s) => ({ ...s, error: error as Error, loading: false }));
    }
  };
  const reload = useCallback(() => fetchPage(undefined, false), deps);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload, more: () => (state.next ? fetchPage(state.next, true) : Promise.resolve()) };
}

/** A change the person asked for: whether it is under way, and its refusal. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | undefined>();
  const run = async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(undefined);
    try {
      return await fn();
    } catch (e) {
      setError(e as Error);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, setError };
}
