import { describe, expect, it } from 'vitest';
import { clockText } from './data-requests-page';

// The 30-day clock as the Data requests queue shows it (issue 37).
describe('clockText', () => {
  it('counts the days left of an open request, the last one included', () => {
    expect(clockText({ status: 'open', daysLeft: 30, overdue: false })).toBe('30 days left');
    expect(clockText({ status: 'open', daysLeft: 2, overdue: false })).toBe('2 days left');
    expect(clockText({ status: 'open', daysLeft: 1, overdue: false })).toBe('1 day left');
  });

  it('says how long an open request is overdue, at least one day', () => {
    expect(clockText({ status: 'open', daysLeft: 0, overdue: true })).toBe('Overdue by 1 day');
    expect(clockText({ status: 'open', daysLeft: -3, overdue: true })).toBe('Overdue by 3 days');
  });

  it('says whether a closed request was answered in time', () => {
    expect(clockText({ status: 'exported', daysLeft: -5, overdue: false })).toBe('Closed in time');
    expect(clockText({ status: 'erased', daysLeft: -5, overdue: true })).toBe('Closed late');
  });
});
