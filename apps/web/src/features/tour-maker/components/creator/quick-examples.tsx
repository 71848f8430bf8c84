import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Six ready-made requests (SPEC §2); the i18n keys creator.examples.0-5. */
export const QUICK_EXAMPLE_COUNT = 6;

/** Buttons that fill the request field with a realistic example the person can then adjust. */
export function QuickExamples({ onPick }: { onPick: (prompt: string) => void }) {
  const { t } = useTranslation();
  const examples = Array.from({ length: QUICK_EXAMPLE_COUNT }, (_, index) => t(`creator.examples.${index}`));
  return (
    <section aria-labelledby="creator-quick-examples" className="space-y-2">
      <h3 id="creator-quick-examples" className="font-medium">
        {t('creator.quickExamples')}
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {examples.map((example) => (
          <li key={example}>
            <button
              type="button"
              className="flex min-h-11 w-full items-start gap-2 rounded-xl bg-white/5 px-3 py-2 text-start text-sm ring-1 ring-white/15 hover:bg-white/15"
              onClick={() => onPick(example)}
            >
              <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
              <span>{example}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
