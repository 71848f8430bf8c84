import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@roamcast/shared/catalog/languages';
import { readableNarrationText } from '../../../lib/narration-text';
import { recentAudioUrl, type RecentStory } from '../../../offline/recent-stories';

/** A story heard before, replayed offline: its text, and its audio from the copy kept on this device. */
export function RecentStoryReplay({ story }: { story: RecentStory }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    recentAudioUrl(story).then(
      (kept) => {
        url = kept;
        if (live) setSrc(kept);
        else if (kept) URL.revokeObjectURL(kept);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [story]);

  const { narration } = story;
  return (
    <article
      aria-label={narration.title}
      lang={narration.language}
      dir={getLanguage(narration.language).dir}
      className="flex flex-col gap-3 rounded-2xl bg-black/60 p-4 ring-1 ring-white/15"
    >
      <h3 className="text-lg font-bold">{narration.title}</h3>
      {src && (
        <audio
          src={src}
          controls
          autoPlay
          aria-label={t('player.audioOf', { name: narration.title })}
          className="h-11 w-full"
        />
      )}
      <div data-testid="recent-story-text" className="max-h-64 space-y-3 overflow-y-auto leading-relaxed">
        {readableNarrationText(narration.narrationText)
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </div>
    </article>
  );
}
