import { useEffect, useId, useRef, useState } from 'react';
import { MapPin, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { candidateLine, forwardGeocode, needsChoice, type PlaceCandidate } from '../../../../lib/geocode';
import { currentLanguage } from '../../../../lib/i18n';
import { fieldStyles } from './field-styles';

export interface FoundPlace {
  name: string;
  lat: number;
  lng: number;
  address?: string;
}

type Search =
  | { step: 'idle' }
  | { step: 'searching' }
  | { step: 'choose'; candidates: PlaceCandidate[] }
  | { step: 'problem'; key: 'notFound' | 'searchFailed'; text: string };

/**
 * "Add stop" through the place search the creator already uses (GET /api/geocode/forward): a clear
 * match is added at once; a name that may mean several places lists them to choose from.
 */
export function AddStopField({
  near,
  onAdd,
}: {
  near: { lat: number; lng: number } | null;
  onAdd: (place: FoundPlace) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const choices = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (search.step === 'choose') choices.current?.querySelector('button')?.focus();
  }, [search]);

  const add = (place: FoundPlace) => {
    onAdd(place);
    setText('');
    setSearch({ step: 'idle' });
    input.current?.focus();
  };

  async function find() {
    const words = text.trim();
    if (!words) {
      input.current?.focus();
      return;
    }
    setSearch({ step: 'searching' });
    try {
      const found = await forwardGeocode(words, currentLanguage(), near);
      if (!found) setSearch({ step: 'problem', key: 'notFound', text: words });
      else if (needsChoice(found)) setSearch({ step: 'choose', candidates: found.candidates });
      else {
        const best = found.candidates[0];
        add({ name: best?.label ?? found.name, lat: found.lat, lng: found.lng, address: found.name });
      }
    } catch {
      setSearch({ step: 'problem', key: 'searchFailed', text: words });
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-zinc-200">
        {t('creator.stops.addLabel')}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          value={text}
          maxLength={200}
          placeholder={t('creator.stops.addPlaceholder')}
          onChange={(event) => {
            setText(event.target.value);
            if (search.step !== 'searching') setSearch({ step: 'idle' });
          }}
          onKeyDown={(event) => {
            // Enter searches here rather than saving the whole form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void find();
          }}
          className={`${fieldStyles.input} min-w-0 flex-1`}
        />
        <button
          type="button"
          className={`${buttonStyles.secondary} shrink-0`}
          onClick={() => void find()}
          disabled={search.step === 'searching'}
        >
          {search.step === 'searching' ? <Spinner /> : <Plus aria-hidden className="size-5" />}
          {t('creator.stops.add')}
        </button>
      </div>
      <div aria-live="polite">
        {search.step === 'searching' && <p className="text-sm text-zinc-300">{t('creator.stops.searching')}</p>}
        {search.step === 'problem' && (
          <p role="alert" className="text-sm font-medium text-amber-300">
            {t(`creator.stops.${search.key}`, { text: search.text })}
          </p>
        )}
      </div>
      {search.step === 'choose' && (
        <section
          aria-labelledby={`${id}-choose`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            setSearch({ step: 'idle' });
            input.current?.focus();
          }}
          className="rounded-xl bg-zinc-950/70 p-2 ring-1 ring-white/20"
        >
          <h4 id={`${id}-choose`} className="px-1 pb-2 text-sm font-semibold text-zinc-100">
            {t('creator.stops.choose')}
          </h4>
          <ul ref={choices} aria-labelledby={`${id}-choose`} className="flex flex-col gap-1.5">
            {search.candidates.map((candidate) => (
              <li key={`${candidate.lat},${candidate.lng},${candidate.name}`}>
                <button
                  type="button"
                  onClick={() =>
                    add({ name: candidate.label, lat: candidate.lat, lng: candidate.lng, address: candidate.name })
                  }
                  className="flex min-h-11 w-full items-center gap-3 rounded-lg bg-white/5 px-3 py-2 text-start text-white ring-1 ring-white/15 hover:bg-white/15"
                >
                  <MapPin aria-hidden className="size-5 shrink-0 text-zinc-300" />
                  <span className="min-w-0 flex-1 break-words">{candidateLine(candidate)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
