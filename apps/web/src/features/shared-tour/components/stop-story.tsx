import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { AiWrittenNote } from '../../../components/narration-sources/ai-written-note';
import { readableNarrationText } from '../../../lib/narration-text';
import type { StoryRequest } from '../hooks/use-stop-stories';
import type { PageStop } from '../logic/page-tour';

/**
 * The stop's story as text (never blank), or a way to have it written, with progress and failure.
 * A famous tour's story is made for every listener (`madeForAll`): without it yet, it is on its way.
 */
export function StopStory({
  stop,
  request,
  onRequest,
  madeForAll = false,
}: {
  stop: PageStop;
  request: StoryRequest | null;
  onRequest: () => void;
  madeForAll?: boolean;
}) {
  const { t } = useTranslation();
  const text = stop.narration?.narrationText;
  if (request?.state === 'writing' || (madeForAll && !stop.narration?.audioUrl)) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-100">
        <Spinner />
        {t('sharedTour.writing')}
      </p>
    );
  }
  return (
    // From 1024 px the story takes the column's free height and scrolls inside it, the controls below it.
    <div className="space-y-2 lg:flex lg:min-h-32 lg:shrink lg:grow lg:basis-0 lg:flex-col">
      {text ? (
        <p
          data-testid="narration-text"
          // Focusable so keyboard users can scroll a long story (axe: scrollable-region-focusable).
          tabIndex={0}
          className="max-h-40 overflow-y-auto text-base leading-relaxed whitespace-pre-line text-zinc-100 lg:max-h-none lg:min-h-0 lg:flex-1"
        >
          {readableNarrationText(text)}
        </p>
      ) : (
        <p className="text-sm text-zinc-200">{t('sharedTour.noStory')}</p>
      )}
      {/* This page lists no sources, so the note says only who wrote the story. */}
      {text && <AiWrittenNote aiWritten={stop.narration?.aiWritten} hasSources={false} />}
      {!stop.narration?.audioUrl && (
        <button type="button" className={buttonStyles.primary} onClick={onRequest}>
          <Sparkles aria-hidden className="size-5" />
          {t('sharedTour.hearStop')}
        </button>
      )}
      {request?.state === 'failed' && (
        <p role="alert" className="text-sm text-amber-200">
          {t('sharedTour.storyFailed', { message: request.message })}
        </p>
      )}
    </div>
  );
}
