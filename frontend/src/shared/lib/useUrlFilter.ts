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
 * A text box bound to a URL filter value: what is typed reaches `commit` (trimmed) once typing
 * pauses, and going back or forward to another filter shows that filter's text in the box.
 */
export function useDebouncedFilterText(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  useEffect(() => {
    if (text.trim() === committed.trim()) return;
    const timer = window.setTimeout(() => commit(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `commit` only wraps setParams
  }, [text, committed]);
  useEffect(() => {
    setText((current) => (current.trim() === committed.trim() ? current : committed));
  }, [committed]);
  return [text, setText] as const;
}
