import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_DEBOUNCE_MS = 300;

interface UrlFilterOptions {
  /** Values that mean "no filter" besides '' (e.g. an "All Countries" option): the key is dropped. */
  unsetValues?: readonly string[];
  /** Keys dropped whenever a filter changes (e.g. the page number: a new filter starts at page 1). */
  resetKeys?: readonly string[];
}

/**
 * A list's filter kept in the URL's query string, so it survives opening an item and coming back
 * and can be shared. Changes replace the history entry: typing a search is not a trail of pages.
 */
export function useUrlFilter({ unsetValues = [], resetKeys = [] }: UrlFilterOptions = {}) {
  const [params, setParams] = useSearchParams();
  const setFilter = (changes: Record<string, string | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (!value || unsetValues.includes(value)) next.delete(key);
          else next.set(key, value);
        }
        for (const key of resetKeys) next.delete(key);
        return next;
      },
      { replace: true },
    );
  };
  const clearFilter = () => setParams(new URLSearchParams(), { replace: true });
  return { params, setParams, setFilter, clearFilter };
}

/**
 * The values a filter box has asked the URL for and not yet seen arrive. The URL's value reaches the box a render or
 * more after it was asked for (the router applies search-param changes as a transition, slower on a busy phone), and
 * by then the user may have typed on — after 'Clear Filters', say. Such an arrival is the box's own request: it must not
 * put the old value back over what was typed since. Any other change of the URL's value (back, forward, a link) is
 * shown in the box.
 */
export function filterTextRequests() {
  const asked: string[] = [];
  return {
    /** The box puts `value` in the URL, which holds `current`. */
    ask(value: string, current: string): void {
      if (value.trim() !== current.trim() && asked.at(-1) !== value.trim()) asked.push(value.trim());
    },
    /** The URL's value became `value`: whether the box should show it. */
    shouldShow(value: string): boolean {
      const own = asked.indexOf(value.trim());
      if (own === -1) {
        asked.length = 0;
        return true;
      }
      asked.splice(0, own + 1);
      return false;
    },
  };
}

/**
 * A text box bound to a URL filter value: what is typed reaches `commit` (trimmed) once typing
 * pauses, and going back or forward to another filter shows that filter's text in the box.
 * `clear` empties the box for a 'Clear Filters' that empties the URL.
 */
export function useDebouncedFilterText(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  const [requests] = useState(filterTextRequests);
  useEffect(() => {
    if (text.trim() === committed.trim()) return;
    const timer = window.setTimeout(() => {
      requests.ask(text, committed);
      commit(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `commit` only wraps setParams
  }, [text, committed]);
  useEffect(() => {
    if (!requests.shouldShow(committed)) return;
    setText((current) => (current.trim() === committed.trim() ? current : committed));
  }, [committed, requests]);
  const clear = () => {
    requests.ask('', committed);
    setText('');
  };
  return [text, setText, clear] as const;
}
