import { Download, Palette, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PostcardGenerateResult } from '@roamcast/shared/schemas/share-pages';
import { buttonStyles } from '../../../../../components/ui/button-styles';

interface PostcardResultProps {
  result: PostcardGenerateResult;
  tourName: string;
  link: string;
  busy: boolean;
  onDownload: () => void;
  onShare: () => void;
  onAnother: () => void;
}

/** The result step (SPEC §4): the postcard, Download, Share and Create Another Style. */
export function PostcardResult({ result, tourName, link, busy, onDownload, onShare, onAnother }: PostcardResultProps) {
  const { t } = useTranslation();
  const videoUnderWay = result.videoGenerationStatus === 'pending' || result.videoGenerationStatus === 'processing';
  return (
    <div className="flex flex-col gap-4">
      <img
        src={result.imageUrl}
        alt={t('postcards.dialog.resultAlt', { name: tourName })}
        className="w-full rounded-2xl bg-zinc-800 ring-1 ring-white/15"
      />
      <a href={link} target="_blank" rel="noreferrer" className={`${buttonStyles.link} break-all`}>
        {link}
      </a>
      {videoUnderWay && <p className="text-sm text-zinc-300">{t('postcards.dialog.videoUnderWay')}</p>}
      <div className="grid gap-2 sm:grid-cols-3">
        <button type="button" className={buttonStyles.primary} onClick={onDownload} disabled={busy}>
          <Download aria-hidden className="size-5" />
          {t('postcards.dialog.download')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onShare}>
          <Share2 aria-hidden className="size-5" />
          {t('postcards.dialog.share')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onAnother}>
          <Palette aria-hidden className="size-5" />
          {t('postcards.dialog.createAnother')}
        </button>
      </div>
    </div>
  );
}
