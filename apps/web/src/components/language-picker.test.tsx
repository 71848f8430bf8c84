import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '@roamcast/shared/catalog/languages';
import { changeLanguage } from '../lib/i18n';
import { LanguagePicker } from './language-picker';

afterEach(async () => {
  await changeLanguage('en');
});

describe('LanguagePicker', () => {
  it('lists the 10 languages by their native names', () => {
    render(<LanguagePicker open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Choose your language' })).toBeInTheDocument();
    for (const language of LANGUAGES) {
      expect(screen.getByRole('button', { name: language.nativeName })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to Arabic: right-to-left page, Arabic text, choice remembered', async () => {
    const onOpenChange = vi.fn();
    render(<LanguagePicker open onOpenChange={onOpenChange} />);
    expect(document.documentElement.dir).toBe('ltr');

    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('selectedLanguage')).toBe('ar');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('switches back to a left-to-right language', async () => {
    await changeLanguage('ar');
    render(<LanguagePicker open onOpenChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '日本語' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('selectedLanguage')).toBe('ja');
  });
});
