import { describe, expect, it } from 'vitest';
import { DIRECTOR_MESSAGES, type DirectorPage } from '@trusthive/contracts';
import { directorLookupNotice } from './director-companies';

const page = (state: DirectorPage['state'], companies = 1): DirectorPage => ({
  id: '0123456789abcdef',
  name: 'ASHA RAO',
  din: '01XXXX67',
  state,
  source: null,
  companies: Array.from({ length: companies }, () => ({
    name: 'Adyar Foods Limited',
    companyId: null,
    status: 'Active',
    designation: 'Director',
    appointedOn: null,
    ceasedOn: null,
  })),
  troubleSummary: null,
});

describe(directorLookupNotice.name, () => {
  it('should say nothing over companies that stand', () => {
    expect(directorLookupNotice(page('found'), false)).toBeNull();
    expect(directorLookupNotice(page('off'), false)).toBeNull();
  });

  it('should say the registry is being checked, until the page gives up waiting', () => {
    expect(directorLookupNotice(page('checking'), false)).toBe(DIRECTOR_MESSAGES.checking);
    expect(directorLookupNotice(page('checking'), true)).toBe(DIRECTOR_MESSAGES.unavailable);
    expect(directorLookupNotice(page('unavailable'), false)).toBe(DIRECTOR_MESSAGES.unavailable);
  });

  it('should say why there is nothing when no provider is configured and nothing is held', () => {
    expect(directorLookupNotice(page('off', 0), false)).toBe(DIRECTOR_MESSAGES.off);
  });
});
