import type { Kysely } from 'kysely';
import {
  DIRECTOR_MESSAGES,
  DIRECTOR_PUBLIC_ID_PATTERN,
  companyStatusKind,
  directorTroubleSummary,
  maskDinPan,
  registrySource,
  type DirectorCompany,
  type DirectorLookupState,
  type DirectorPage,
} from '@trusthive/contracts';
import { NotFoundError, type Database } from '@trusthive/platform';
import type { LookupOutcome } from '../queue/job-outcome';
import type { RegistryJobs } from '../registry/registry-jobs';
import {
  directorshipsOf,
  findDirector,
  type DirectorRow,
  type DirectorshipRow,
} from '../repositories/director-page.repository';

// GET /api/directors/:id (issue 41): a person on company boards, by the random id of their
// page, with every company they sit or sat on.
//
// 1. An id that is not a public id's shape is a 404 before any query: a mistyped address is a
//    page that does not exist.
// 2. The companies held (from company boards and from the person's own lookup) answer at once
//    while the person's own lookup is younger than REGISTRY_REFRESH_DAYS.
// 3. Else, with a provider configured, the person's lookup is queued on the registry-lookup
//    queue and the visitor waits up to LIVE_BUDGET_MS (or the page's held ?waitMs): a slower
//    answer is "checking" with what is held, and the page asks again.
// 4. The queue or the provider down: "unavailable", with what is held; the page still shows.

/** The longest a first ask waits for the provider before the page says it is still checking. */
export const LIVE_BUDGET_MS = 2_000;

export interface DirectorPageDeps {
  db: Kysely<Database>;
  registry: { enabled: boolean };
  jobs: Pick<RegistryJobs, 'requestDirectorAndWait'>;
  refreshDays: number;
  log: { warn(details: object, message: string): void };
  now?: () => number;
}

export class DirectorPageService {
  constructor(private readonly deps: DirectorPageDeps) {}

  async page(publicId: string, waitMs = 0): Promise<DirectorPage> {
    const { notFound } = DIRECTOR_MESSAGES;
    if (!DIRECTOR_PUBLIC_ID_PATTERN.test(publicId)) {
      throw new NotFoundError(notFound.title, notFound.message);
    }
    const person = await findDirector(this.deps.db, publicId);
    if (!person) throw new NotFoundError(notFound.title, notFound.message);
    const state = await this.refresh(person, waitMs);
    // A lookup that landed rewrote the person's companies (and maybe their name).
    const current =
      state === 'found' && !this.isFresh(person)
        ? await findDirector(this.deps.db, publicId)
        : person;
    return toPage(
      publicId,
      current ?? person,
      state,
      await directorshipsOf(this.deps.db, person.id),
    );
  }

  /** Whether the held companies stand, or the provider is being (or cannot be) asked. */
  private async refresh(person: DirectorRow, waitMs: number): Promise<DirectorLookupState> {
    if (this.isFresh(person)) return 'found';
    if (!this.deps.registry.enabled) return 'off';
    let outcome: LookupOutcome | null;
    try {
      outcome = await this.deps.jobs.requestDirectorAndWait(
        person.din,
        waitMs > 0 ? waitMs : LIVE_BUDGET_MS,
      );
    } catch (error) {
      // Redis down: what is held is still worth showing. No DIN in the log, the row id only.
      this.deps.log.warn({ err: error, directorId: person.id }, 'director lookup not queued');
      return 'unavailable';
    }
    if (outcome === null) return 'checking';
    // The provider knows no such DIN: nothing to add to what company boards said of the person.
    if (outcome === 'found' || outcome === 'not_found') return 'found';
    return 'unavailable';
  }

  private isFresh(person: DirectorRow): boolean {
    if (!person.companies_fetched_at) return false;
    const now = this.deps.now?.() ?? Date.now();
    return (
      now - new Date(person.companies_fetched_at).getTime() < this.deps.refreshDays * 86_400_000
    );
  }
}

function toCompany(row: DirectorshipRow): DirectorCompany {
  const listed = row.listed_id !== null;
  // A listed company's own status, unless it has none MCA gave (a self-registration's
  // placeholder): then the provider's word, which is MCA's.
  const status =
    listed && companyStatusKind(row.listed_status) !== 'unknown'
      ? row.listed_status
      : (row.company_status ?? row.listed_status);
  return {
    name: (listed ? row.listed_name : row.company_name) ?? row.company_name ?? row.company_cin,
    companyId: row.listed_id,
    status,
    designation: row.designation,
    appointedOn: row.begin_date,
    ceasedOn: row.ceased_on,
  };
}

/** Current directorships first, then by name; the same company twice (re-appointed) stays. */
function byCurrentThenName(a: DirectorCompany, b: DirectorCompany): number {
  const current = Number(a.ceasedOn !== null) - Number(b.ceasedOn !== null);
  return current !== 0 ? current : a.name.localeCompare(b.name, 'en-IN');
}

function toPage(
  publicId: string,
  person: DirectorRow,
  state: DirectorLookupState,
  rows: DirectorshipRow[],
): DirectorPage {
  const companies = rows.map(toCompany).sort(byCurrentThenName);
  // Each company counted once, however many appointments the person had on it.
  const statusByCin = new Map(rows.map((row, index) => [row.company_cin, index]));
  const statuses = [...statusByCin.values()].map((index) => toCompany(rows[index]!).status);
  const asOf =
    person.companies_as_of ??
    rows.reduce<string | null>(
      (latest, row) => (row.as_of && (!latest || row.as_of > latest) ? row.as_of : latest),
      null,
    );
  return {
    id: publicId,
    name: person.name,
    din: maskDinPan(person.din) ?? '',
    state,
    source: person.provider
      ? registrySource({ provider: person.provider, standIn: person.stand_in, asOf })
      : null,
    companies,
    troubleSummary: directorTroubleSummary(statuses, { other: false }),
  };
}
