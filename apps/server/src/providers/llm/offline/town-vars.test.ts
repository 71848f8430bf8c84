import { describe, expect, it } from 'vitest';
import { withTitle } from './town-vars';

describe('withTitle', () => {
  it('says what a person is remembered as', () => {
    expect(withTitle('the king {name}', 'Helü of Wu')).toBe('the king Helü of Wu');
    expect(withTitle('国王{name}', '阖闾')).toBe('国王阖闾');
    expect(withTitle('국왕 {name}', '합려')).toBe('국왕 합려');
  });

  it('does not say the title twice when the name already carries it, with or without spaces', () => {
    expect(withTitle('the emperor {name}', 'Emperor Kanmu')).toBe('Emperor Kanmu');
    expect(withTitle('国王{name}', '吴王阖闾')).toBe('吴王阖闾');
    expect(withTitle('女王{name}', '卑弥呼女王')).toBe('卑弥呼女王');
  });
});
