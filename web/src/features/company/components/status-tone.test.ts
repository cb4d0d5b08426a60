import { describe, expect, it } from 'vitest';
import { companyStatusTone, trustLevelTone } from './status-tone';

describe(companyStatusTone.name, () => {
  it.each<[string | null, string]>([
    ['Active', 'green'],
    ['ACTIVE', 'green'],
    ['Inactive', 'red'],
    ['Inactive for e-filing', 'red'],
    ['Dormant', 'yellow'],
    ['Dormant under section 455', 'yellow'],
    ['Suspended', 'orange'],
    ['Strike Off', 'red'],
    ['Strike Off-AwaitingPublication', 'red'],
    ['Amalgamated', 'grey'],
    ['Under process of striking off', 'grey'],
    ['Pending Verification', 'grey'],
    [null, 'grey'],
    ['', 'grey'],
  ])('should colour %j %s', (status, tone) => {
    expect(companyStatusTone(status)).toBe(tone);
  });
});

describe(trustLevelTone.name, () => {
  it('should colour the levels green, yellow and red', () => {
    expect(trustLevelTone('High Trust')).toBe('green');
    expect(trustLevelTone('Medium Trust')).toBe('yellow');
    expect(trustLevelTone('Low Trust')).toBe('red');
  });

  it('should colour Limited data neutral grey, never red', () => {
    expect(trustLevelTone('Limited data')).toBe('grey');
  });
});
