import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TierBadge } from './tier-badge';

describe('TierBadge', () => {
  it.each([
    ['freemium', 'Freemium'],
    ['standard', 'Standard'],
    ['premium', 'Premium'],
  ] as const)('labels %s as %s', (tier, label) => {
    render(<TierBadge tier={tier} />);
    expect(screen.getByText(label)).toHaveAttribute('data-tier', tier);
  });

  it.each([
    ['sm', 'text-xs'],
    ['md', 'text-sm'],
    ['lg', 'text-base'],
  ] as const)('size %s uses %s text', (size, textClass) => {
    render(<TierBadge tier="premium" size={size} />);
    const badge = screen.getByText('Premium');
    expect(badge).toHaveAttribute('data-size', size);
    expect(badge).toHaveClass(textClass);
  });

  it('defaults to the medium size', () => {
    render(<TierBadge tier="standard" />);
    expect(screen.getByText('Standard')).toHaveAttribute('data-size', 'md');
  });
});
