import { describe, expect, it } from 'vitest';
import { truncateIp } from './truncate-ip';

describe(truncateIp.name, () => {
  it.each([
    // IPv4: the last octet is zeroed.
    ['203.0.113.77', '203.0.113.0'],
    ['10.1.2.3', '10.1.2.0'],
    ['127.0.0.1', '127.0.0.0'],
    ['8.8.8.0', '8.8.8.0'],
    ['255.255.255.255', '255.255.255.0'],
    [' 198.51.100.9 ', '198.51.100.0'],
    // IPv4 as a dual-stack socket reports it.
    ['::ffff:203.0.113.77', '203.0.113.0'],
    ['::FFFF:192.0.2.1', '192.0.2.0'],
    // IPv6: the last 80 bits are zeroed, the first 48 kept.
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8::'],
    ['2001:db8:1234::', '2001:db8:1234::'],
    ['2001:DB8:ABCD:12:34:56:78:9A', '2001:db8:abcd::'],
    ['::1', '::'],
    ['::', '::'],
    ['fe80::1%eth0', 'fe80::'],
    ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ffff:ffff:ffff::'],
    ['0:0:1:2:3:4:5:6', '0:0:1::'],
    ['1:0:0:2:3:4:5:6', '1::'],
    // An IPv4 tail inside a non-mapped IPv6 address is part of the low bits.
    ['64:ff9b:1:2:3:4:192.0.2.33', '64:ff9b:1::'],
  ])('should truncate %s to %s', (input, expected) => {
    expect(truncateIp(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'unknown',
    '1.2.3',
    '256.1.1.1',
    '1.2.3.4.5',
    '2001:db8:::1',
    'g::1',
  ])('should give null for %s', (input) => {
    expect(truncateIp(input)).toBeNull();
  });
});
