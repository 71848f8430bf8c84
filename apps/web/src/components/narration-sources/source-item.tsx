import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NarrationSource } from '@roamcast/shared/schemas/narration-source';

/** One source: its name (a link opening in a new tab when it has an address) and its licence credit. */
export function SourceItem({ source }: { source: NarrationSource }) {
  const { t } = useTranslation();
  return (
    <li className="py-1.5 leading-6">
      {source.url ? (
        <a
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="break-words text-sky-300 underline underline-offset-4 hover:text-sky-200"
        >
          {source.name} <ExternalLink aria-hidden className="inline size-3.5 align-[-0.1em]" />
          <span className="sr-only">{t('sources.opensInNewTab')}</span>
        </a>
      ) : (
        <span className="break-words">{source.name}</span>
      )}
      {source.licence && (
        <span className="whitespace-nowrap text-zinc-400"> · {t('sources.licence', { licence: source.licence })}</span>
      )}
    </li>
  );
}
