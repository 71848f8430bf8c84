import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Under a narration's text when a language model wrote it (issue 23, AI transparency): "Written by AI
 * from the sources below", or "Written by AI" when no sources are listed. Nothing for the offline composer.
 */
export function AiWrittenNote({ aiWritten, hasSources }: { aiWritten?: boolean | null; hasSources: boolean }) {
  const { t, i18n } = useTranslation();
  if (!aiWritten) return null;
  return (
    <p
      data-testid="ai-written"
      lang={i18n.language}
      dir={i18n.dir()}
      className="mt-3 flex items-center gap-1.5 text-sm text-zinc-300"
    >
      <Bot aria-hidden className="size-4 shrink-0" />
      {t(hasSources ? 'sources.aiWritten' : 'sources.aiWrittenNoSources')}
    </p>
  );
}
