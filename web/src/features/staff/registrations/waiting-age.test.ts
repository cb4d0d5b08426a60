import { describe, expect, it } from 'vitest';
import { waitingFor } from './waiting-age';

describe(waitingFor.name, () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it.each([
    ['2026-11-24T11:59:30Z', 'under a minute'],
    ['2026-11-24T11:59:00Z', '1 minute'],
    ['2026-11-24T11:15:00Z', '45 minutes'],
    ['2026-11-24T11:00:00Z', '1 hour'],
    ['2026-11-23T13:00:00Z', '23 hours'],
    ['2026-11-23T12:00:00Z', '1 day'],
    ['2026-11-22T09:00:00Z', '2 days'],
    ['2026-11-25T12:00:00Z', 'under a minute'],
  ])('should say %s waited %s', (since, expected) => {
    expect(waitingFor(since, now)).toBe(expected);
  });
});
