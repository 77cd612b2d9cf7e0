import { useEffect, useState } from 'react';

/** The year the pages were built, then the visitor's current year once hydrated (no hydration mismatch). */
export function useCurrentYear(): number {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
