import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { UserLimits } from '@roamcast/shared/schemas/user';
import { UsageLimitsPanel } from './usage-limits-panel';

function limits(overrides: {
  tier?: UserLimits['tier'];
  tours?: Partial<UserLimits['tours']>;
  postcards?: Partial<UserLimits['postcards']>;
}): UserLimits {
  return {
    tier: overrides.tier ?? 'standard',
    tours: { current: 0, limit: 10, ...overrides.tours },
    postcards: { current: 0, limit: 3, resetsMonthly: false, resetDate: null, ...overrides.postcards },
  };
}

const bar = (name: string) => screen.getByRole('progressbar', { name });

describe('UsageLimitsPanel', () => {
  it('shows tours as current/limit with a proportional bar', () => {
    render(<UsageLimitsPanel limits={limits({ tier: 'freemium', tours: { current: 0, limit: 3 } })} />);
    expect(screen.getByText('0/3')).toBeInTheDocument();
    expect(bar('Tours used')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText('Tour limit reached')).not.toBeInTheDocument();
  });

  it("clamps the bar to 100% and says 'Tour limit reached' past the limit", () => {
    render(<UsageLimitsPanel limits={limits({ tier: 'freemium', tours: { current: 5, limit: 3 } })} />);
    expect(screen.getByText('5/3')).toBeInTheDocument();
    expect(bar('Tours used')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Tour limit reached')).toBeInTheDocument();
  });

  it('says the limit is reached exactly at the limit', () => {
    render(<UsageLimitsPanel limits={limits({ tours: { current: 10, limit: 10 } })} />);
    expect(screen.getByText('Tour limit reached')).toBeInTheDocument();
  });

  it('shows an infinity sign for unlimited postcards', () => {
    render(<UsageLimitsPanel limits={limits({ tier: 'premium', postcards: { current: 4, limit: null } })} />);
    expect(screen.getByText('4/∞')).toBeInTheDocument();
    expect(bar('Postcards used')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText('Monthly postcard limit reached')).not.toBeInTheDocument();
  });

  it('hides the postcards row for freemium users with zero postcards', () => {
    render(<UsageLimitsPanel limits={limits({ tier: 'freemium', postcards: { current: 0, limit: 0 } })} />);
    expect(screen.queryByText('Postcards')).not.toBeInTheDocument();
    expect(screen.getByText('Tours')).toBeInTheDocument();
  });

  it('keeps the postcards row for freemium users who have postcards', () => {
    render(<UsageLimitsPanel limits={limits({ tier: 'freemium', postcards: { current: 1, limit: 0 } })} />);
    expect(screen.getByText('Postcards')).toBeInTheDocument();
    expect(screen.getByText('Monthly postcard limit reached')).toBeInTheDocument();
  });

  it("shows 'Resets monthly' for standard, and the monthly limit message when used up", () => {
    render(<UsageLimitsPanel limits={limits({ tier: 'standard', postcards: { current: 3, limit: 3 } })} />);
    expect(screen.getByText('Resets monthly')).toBeInTheDocument();
    expect(screen.getByText('3/3')).toBeInTheDocument();
    expect(screen.getByText('Monthly postcard limit reached')).toBeInTheDocument();
  });

  it("does not show 'Resets monthly' for premium", () => {
    render(<UsageLimitsPanel limits={limits({ tier: 'premium', postcards: { limit: null } })} />);
    expect(screen.queryByText('Resets monthly')).not.toBeInTheDocument();
  });

  it('offers Retry when the account status failed to load', () => {
    const onRetry = vi.fn();
    render(<UsageLimitsPanel limits={undefined} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load account status');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
