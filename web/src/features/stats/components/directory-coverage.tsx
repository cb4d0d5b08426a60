import { useStats } from '../api/get-stats';
import { directoryCoverage } from '../coverage';

/**
 * The directory's coverage in a sentence, from the database; until the counts arrive (or if
 * they cannot be read) the fallback says the same without a number, never an invented one.
 */
export function DirectoryCoverage({ fallback }: { fallback: string }) {
  const { data } = useStats();
  return (
    <span data-testid="directory-coverage">{(data && directoryCoverage(data)) ?? fallback}</span>
  );
}
