import { describe, expect, it } from 'vitest';
import { newShareCode } from './share-code';

describe('share codes', () => {
  it('are 10,000 distinct URL-safe codes of at least 22 characters', () => {
    const codes = Array.from({ length: 10_000 }, () => newShareCode());
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });
});
