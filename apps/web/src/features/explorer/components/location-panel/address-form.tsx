import { useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { PlaceChoiceList } from '../../../../components/place-choice/place-choice-list';
import type { PlaceCandidate } from '../../../../lib/geocode';

interface AddressFormProps {
  busy: boolean;
  searching: boolean;
  /** An i18n key shown inline (SPEC §5 "alerts": an alert region beside the field). */
  errorKey: string | null;
  onSearch: (address: string) => void;
  /** The places an unclear search may mean ("Did you mean…"), or null. */
  choices: PlaceCandidate[] | null;
  onChoose: (candidate: PlaceCandidate) => void;
  onDismissChoices: () => void;
  /** The text the field starts with (the spoken place whose choices are offered). */
  initialAddress?: string;
}

/** Address or place-name search; the parent geocodes, reports what went wrong, or offers choices. */
export function AddressForm(props: AddressFormProps) {
  const { busy, searching, errorKey, onSearch, choices, onChoose, onDismissChoices, initialAddress } = props;
  const { t } = useTranslation();
  const [address, setAddress] = useState(initialAddress ?? '');
  const input = useRef<HTMLInputElement>(null);
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
          ref={input}
          id={inputId}
          type="text"
          inputMode="search"
          autoComplete="street-address"
          enterKeyHint="search"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            // Other words, other places: the old choices no longer answer them.
            if (choices) onDismissChoices();
          }}
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
      {choices && (
        <PlaceChoiceList
          candidates={choices}
          onChoose={onChoose}
          onDismiss={() => {
            onDismissChoices();
            input.current?.focus();
          }}
        />
      )}
    </form>
  );
}
