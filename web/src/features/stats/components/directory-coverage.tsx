import { useStats } from '../api/get-stats';
import { directoryCoverage } from '../coverage';

/**
 * The directory's coverage in a sentence, from the database; until the counts arrive (or if
 * they cannot be read) the fallback says the same without a number, never an invented one.
 * One text, with the registry's state names in it as written: an element around each name
 * (to mark it untranslated) let a page painted before all of its document had arrived move
 * the centred line under the hero as each name came in.
 */
export function DirectoryCoverage({ fallback }: { fallback: string }) {
  const { data } = useStats();
  const sentence = data ? directoryCoverage(data) : null;
  return <span data-testid="directory-coverage">{sentence ?? fallback}</span>;
}
