import { useQuery } from '@tanstack/react-query';
import { Copy, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { SheetDialog } from '../../../../components/ui/sheet-dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { useStatusMessage } from '../../../../lib/use-status-message';
import { absoluteSlideshowUrl, createSlideshowLink, getSlideshowStats } from '../../api/slideshow-link';
import type { CardTour } from './card-tour';
import { SlideshowStatsList } from './slideshow-stats';
import { StatusLine } from './status-line';

/**
 * The slideshow dialog of My Tours for the selected tour (SPEC §2): it makes the tour's slideshow link
 * (or finds the one it has), shows and copies it, and shows who has watched so far.
 */
export function SlideshowDialog({ tour, onClose }: { tour: CardTour; onClose: () => void }) {
  const { t } = useTranslation();
  const status = useStatusMessage();
  const link = useQuery({
    queryKey: ['slideshow-link', tour.id],
    queryFn: () => createSlideshowLink(tour.id),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const stats = useQuery({
    queryKey: ['slideshow-stats', tour.id],
    queryFn: () => getSlideshowStats(tour.id),
    enabled: link.isSuccess,
    staleTime: 0,
  });
  const url = link.data ? absoluteSlideshowUrl(link.data.shareUrl) : '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      status.show({ key: 'slideshow.copied', tone: 'info' });
    } catch {
      status.show({ key: 'slideshow.copyFailed', tone: 'error' });
    }
  }

  return (
    <SheetDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('slideshow.dialogTitle')}
      description={t('slideshow.dialogDescription', { name: tour.name })}
    >
      <div className="flex flex-col gap-4">
        {link.isPending && (
          <p role="status" className="flex items-center gap-2 text-zinc-200">
            <Spinner />
            {t('slideshow.creating')}
          </p>
        )}
        {link.isError && (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="font-semibold text-red-300">
              {t('slideshow.createFailed')}
            </p>
            <button type="button" className={buttonStyles.secondary} onClick={() => void link.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {link.data && (
          <>
            <label className="flex flex-col gap-1 text-sm font-semibold text-zinc-200">
              {t('slideshow.linkLabel')}
              <input
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-h-11 rounded-xl bg-black/40 px-3 font-mono text-sm text-white ring-1 ring-white/20"
              />
            </label>
            <div className="flex flex-wrap gap-3">
              <button type="button" className={buttonStyles.primary} onClick={() => void copy()}>
                <Copy aria-hidden className="size-5" />
                {t('slideshow.copy')}
              </button>
              <a href={link.data.shareUrl} target="_blank" rel="noopener" className={buttonStyles.secondary}>
                <ExternalLink aria-hidden className="size-5" />
                {t('slideshow.open')}
              </a>
            </div>
            {stats.data && <SlideshowStatsList stats={stats.data} />}
          </>
        )}
        <StatusLine message={status.message} />
      </div>
    </SheetDialog>
  );
}
