import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Narration } from '@roamcast/shared/schemas/narration';
import { getTheme } from '@roamcast/shared/catalog/themes';
import { getLanguage } from '@roamcast/shared/catalog/languages';
import { readableNarrationText } from '../../../lib/narration-text';
import { AiWrittenNote } from '../../../components/narration-sources/ai-written-note';
import { NarrationSources } from '../../../components/narration-sources/narration-sources';

/** The story on screen, always in full: the audio is a companion to the text, never a replacement. */
export function NarrationView({ narration, placeName }: { narration: Narration; placeName: string }) {
  const { t } = useTranslation();
  const paragraphs = readableNarrationText(narration.narrationText)
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim().length > 0);
  return (
    // The story keeps its own language and direction, which may differ from the menus'.
    <article
      aria-labelledby="narration-title"
      lang={narration.language}
      dir={getLanguage(narration.language).dir}
      className="mx-auto w-full max-w-2xl px-5 pt-6 pb-4"
    >
      <div aria-hidden className={`mb-3 h-1 w-12 rounded-full ${getTheme(narration.theme).accentClass}`} />
      <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-200">
        <MapPin aria-hidden className="size-4 shrink-0" />
        <span data-testid="place-name">{placeName}</span>
      </p>
      <h2 id="narration-title" className="mt-2 text-2xl leading-tight font-bold sm:text-3xl">
        {narration.title}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">{t(`themes.${narration.theme}`, { defaultValue: narration.theme })}</p>
      <div data-testid="narration-text" className="mt-4 space-y-4 text-lg leading-relaxed text-zinc-50">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <AiWrittenNote aiWritten={narration.aiWritten} hasSources={(narration.sources ?? []).length > 0} />
      <NarrationSources
        narrationId={narration.id}
        sources={narration.sources ?? []}
        text={narration.narrationText}
        language={narration.language}
      />
    </article>
  );
}
