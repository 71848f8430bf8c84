import { useTranslation } from 'react-i18next';
import { getLanguage } from '@roamcast/shared/catalog/languages';
import { readableNarrationText } from '../../../lib/narration-text';
import { AiWrittenNote } from '../../../components/narration-sources/ai-written-note';
import { NarrationSources } from '../../../components/narration-sources/narration-sources';
import type { PlayerStop } from '../logic/player-tour';

/** The stop's story in full, in its own language and direction (the audio is a companion to it). */
export function NarrationPanel({ stop }: { stop: PlayerStop }) {
  const { t } = useTranslation();
  const paragraphs = stop.narrationText
    ? readableNarrationText(stop.narrationText)
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
    : [];
  const language = stop.language ?? undefined;
  return (
    // Focusable so keyboard users can scroll a long story (axe: scrollable-region-focusable).
    <section
      tabIndex={0}
      aria-label={t('player.storyOf', { name: stop.name })}
      className="min-h-0 overflow-y-auto rounded-2xl bg-black/70 p-4 ring-1 ring-white/15 backdrop-blur"
    >
      {stop.title && (
        <h3 lang={language} className="mb-2 text-xl font-bold">
          {stop.title}
        </h3>
      )}
      {paragraphs.length > 0 ? (
        <div
          data-testid="narration-text"
          lang={language}
          dir={language ? getLanguage(language).dir : undefined}
          className="space-y-3 text-lg leading-relaxed"
        >
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <p className="text-zinc-200">{t('player.noText')}</p>
      )}
      {paragraphs.length > 0 && (
        <AiWrittenNote aiWritten={stop.aiWritten} hasSources={(stop.sources ?? []).length > 0} />
      )}
      {paragraphs.length > 0 && (
        <NarrationSources
          narrationId={stop.narrationId}
          sources={stop.sources ?? []}
          text={stop.narrationText ?? ''}
          language={stop.language}
        />
      )}
    </section>
  );
}
