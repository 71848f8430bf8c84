import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@roamcast/shared/catalog/languages';
import { formatTenths } from './format-tenths';

// Every value a tour's figures can take and the hard cases of rounding: halves on the written number
// (1.15, 2.25), values that round up to a whole (3.96) or to a new group (999.96), and large numbers.
const VALUES = [
  0,
  0.04,
  0.05,
  0.45,
  1,
  1.15,
  1.25,
  2.25,
  2.675,
  3.96,
  12.3,
  99.95,
  999.96,
  1234,
  2448,
  12_345.67,
  1_000_000.25,
  ...Array.from({ length: 400 }, (_, i) => Math.round(Math.sin(i + 1) * 10_000 * 1000) / 1000 + 10_000),
  ...Array.from({ length: 200 }, (_, i) => i * 0.05),
];

describe('formatTenths', () => {
  it.each(LANGUAGE_CODES)('%s: says what Intl.NumberFormat says with one decimal at most', (language) => {
    const intl = new Intl.NumberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 1 });
    expect(VALUES.map((value) => formatTenths(value, language))).toEqual(VALUES.map((value) => intl.format(value)));
  });

  it('falls back to English marks for a language the app does not have', () => {
    expect(formatTenths(2448.25, 'sv')).toBe('2,448.3');
  });
});
