import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';

interface AddressFormProps {
  busy: boolean;
  searching: boolean;
  /** An i18n key shown inline (SPEC §5 "alerts": an alert region beside the field). */
  errorKey: string | null;
  onSearch: (address: string) => void;
}

/** Address or place-name search; the parent geocodes and reports what went wrong. */
export function AddressForm({ busy, searching, errorKey, onSearch }: AddressFormProps) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const inputId = useId();
  const errorId = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(address);
      }}
    >
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-zinc-200">
        {t('locationPanel.addressLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="text"
          inputMode="search"
          autoComplete="street-address"
          enterKeyHint="search"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder={t('locationPanel.addressPlaceholder')}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? errorId : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-xl bg-white/10 px-3 text-base text-white ring-1 ring-white/25 placeholder:text-zinc-400 aria-invalid:ring-red-400"
        />
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {searching ? <Spinner /> : <Search aria-hidden className="size-5" />}
          {t('locationPanel.search')}
        </button>
      </div>
      {errorKey && (
        <p
          id={errorId}
          role="alert"
          className="mt-2 rounded-lg bg-red-950/85 px-3 py-2 text-sm font-medium text-red-50"
        >
          {t(errorKey)}
        </p>
      )}
    </form>
  );
}
