import { useCallback, useEffect, useState } from 'react';
import type { Person } from '@/shared/people';
import { downloadCsv, fetchPeople, PeopleError } from './people-api';
import { peopleApiSearch, type PeopleFilters } from './people-query';

interface Loaded {
  /** Which request these rows answer; a different key means a new list is loading. */
  key: string;
  people: Person[];
  error: PeopleError | null;
}

export const asPeopleError = (error: unknown, what: string) =>
  error instanceof PeopleError ? error : new PeopleError('server', `${what} Try again.`);

/** The directory for the current filters (the server sorts it), reloaded when they change. */
export function usePeople(filters: PeopleFilters) {
  const [reloads, setReloads] = useState(0);
  const search = peopleApiSearch(filters);
  const key = `${search}#${reloads}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '', people: [], error: null });

  useEffect(() => {
    const controller = new AbortController();
    fetchPeople(search, controller.signal).then(
      (people) => setLoaded({ key, people, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({
          key,
          people: [],
          error: asPeopleError(error, 'Something went wrong while reading the directory.'),
        });
      },
    );
    return () => controller.abort();
  }, [key, search]);

  /** Puts a changed person in place of their row, or at the top when they are new. */
  const replace = useCallback((person: Person) => {
    setLoaded((current) => ({
      ...current,
      people: current.people.some((row) => row.id === person.id)
        ? current.people.map((row) => (row.id === person.id ? person : row))
        : [person, ...current.people],
    }));
  }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const phase: 'loading' | 'ready' | 'error' =
    loaded.key !== key ? 'loading' : loaded.error ? 'error' : 'ready';
  return { phase, people: loaded.people, error: loaded.error, replace, reload };
}

export interface CsvDownload {
  busy: boolean;
  error: string | null;
}

/** A page's CSV export: busy while it downloads, the error if it failed; `onSaved` gets the file name. */
export function useCsvDownload(onSaved: (fileName: string) => void) {
  const [csv, setCsv] = useState<CsvDownload>({ busy: false, error: null });
  async function download(url: string, fileName: string) {
    setCsv({ busy: true, error: null });
    try {
      await downloadCsv(url, fileName);
      setCsv({ busy: false, error: null });
      onSaved(fileName);
    } catch (error) {
      setCsv({
        busy: false,
        error: asPeopleError(error, 'The CSV could not be downloaded.').message,
      });
    }
  }
  return [csv, download] as const;
}
