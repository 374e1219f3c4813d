import { useEffect, useRef } from 'react';

/**
 * Calls `report` once for each new `subject` (an error, the time of an empty answer), not on every
 * render and not twice under StrictMode. `null`/`undefined` means there is nothing to report yet;
 * callers pass it while a query is still fetching, so a cached failure waits for the new attempt.
 */
export function useReportOnce<Subject>(subject: Subject | null | undefined, report: (subject: Subject) => void) {
  const reported = useRef<Subject | null>(null);
  useEffect(() => {
    if (subject === null || subject === undefined || reported.current === subject) return;
    reported.current = subject;
    report(subject);
  }, [subject, report]);
}
