import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { readableNarrationText } from '../../../lib/narration-text';
import type { StoryRequest } from '../hooks/use-stop-stories';
import type { PageStop } from '../logic/page-tour';

/** The stop's story as text (never blank), or a way to have it written, with progress and failure. */
export function StopStory({
  stop,
  request,
  onRequest,
}: {
  stop: PageStop;
  request: StoryRequest | null;
  onRequest: () => void;
}) {
  const { t } = useTranslation();
  const text = stop.narration?.narrationText;
  if (request?.state === 'writing') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-100">
        <Spinner />
        {t('sharedTour.writing')}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      {text ? (
        <p className="max-h-40 overflow-y-auto text-base leading-relaxed whitespace-pre-line text-zinc-100 lg:max-h-none">
          {readableNarrationText(text)}
        </p>
      ) : (
        <p className="text-sm text-zinc-200">{t('sharedTour.noStory')}</p>
      )}
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
