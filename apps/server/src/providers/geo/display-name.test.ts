import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('joins the parts that exist', () => {
    expect(displayName(['Sausalito', null, 'California', 'United States'], 'en')).toBe(
      'Sausalito, California, United States',
    );
  });

  it('does not repeat a name, also with a one-letter suffix or under another spelling', () => {
    expect(displayName(['Berlin', undefined, 'Berlin', 'Germany'], 'en')).toBe('Berlin, Germany');
    expect(displayName(['東京', '東京都', '日本'], 'ja')).toBe('東京、日本');
    expect(displayName([['Tokio', 'Tokyo'], 'Tokyo', 'Japan'], 'de')).toBe('Tokio, Japan');
  });

  it('keeps names that only start alike', () => {
    expect(displayName(['New York City', 'New York', 'United States'], 'en')).toBe(
      'New York City, New York, United States',
    );
  });

  it('uses the Arabic comma in Arabic', () => {
    expect(displayName(['باريس', 'فرنسا'], 'ar')).toBe('باريس، فرنسا');
  });
});
