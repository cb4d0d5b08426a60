import { describe, expect, it } from 'vitest';
import { notATestDatabase } from './test-env';

describe(notATestDatabase.name, () => {
  it('should take a database named for tests, and refuse any other with the reason', () => {
    expect(notATestDatabase('postgres://postgres@127.0.0.1:5432/trusthive_test')).toBeNull();
    expect(notATestDatabase('postgres://u@db:5432/test')).toBeNull();
    expect(notATestDatabase('postgres://u@db/ci_TEST_7')).toBeNull();
    expect(notATestDatabase('postgres://postgres@127.0.0.1:5432/trusthive')).toMatch(
      /database "trusthive", which tests would write rows into/,
    );
    expect(notATestDatabase('postgres://postgres@127.0.0.1:5432/trusthive_bench')).not.toBeNull();
  });
});
