import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Copy, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ShareLink } from '@roamcast/shared/schemas/public-tour';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { SheetDialog } from '../../../../components/ui/sheet-dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { api } from '../../../../lib/api/api-client';
import type { CardTour } from './card-tour';

const absolute = (url: string) => new URL(url, window.location.origin).toString();

type Notice = { key: string; tone: 'info' | 'error' } | null;

/** One link or code with its Copy button; the field is read-only text a person can also select. */
function LinkRow({ label, value, onCopy }: { label: string; value: string; onCopy: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold text-zinc-200">{label}</p>
      <div className="flex gap-2">
        <input
          readOnly
          value={value}
          aria-label={label}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-xl bg-black/40 px-3 text-sm text-white ring-1 ring-white/20"
        />
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-label={t('shareDialog.copyLabel', { what: label })}
          onClick={() => onCopy(value)}
        >
          <Copy aria-hidden className="size-5" />
          {t('shareDialog.copy')}
        </button>
      </div>
    </div>
  );
}

/**
 * SPEC §2 Share Tour dialog: the interactive link /tour/{shareCode}, the slideshow link and the import
 * id, each with Copy (SPEC §8 messages), and the browser's share sheet where there is one.
 */
export function ShareTourDialog({ tour, onClose }: { tour: CardTour; onClose: () => void }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const link = useQuery({
    queryKey: ['share-link', tour.id],
    queryFn: () => api.post<ShareLink>(`/api/tours/${encodeURIComponent(tour.id)}/share`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const slideshow = useQuery({
    queryKey: ['slideshow-link', tour.id],
    queryFn: () => api.post<{ shareUrl: string }>(`/api/tours/${encodeURIComponent(tour.id)}/create-slideshow`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setNotice({ key: 'shareDialog.linkCopied', tone: 'info' });
    } catch {
      setNotice({ key: 'shareDialog.copyFailed', tone: 'error' });
    }
  };
  const interactive = link.data ? absolute(link.data.shareUrl) : null;
  const canShare = typeof navigator.share === 'function';

  return (
    <SheetDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('shareDialog.title')}
      description={t('shareDialog.description', { name: tour.name })}
    >
      <div className="space-y-4">
        {link.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm">
            <Spinner />
            {t('shareDialog.creating')}
          </p>
        )}
        {link.isError && (
          <div role="alert" className="space-y-2 text-sm text-amber-200">
            <p>{t('shareDialog.linkFailed')}</p>
            <button type="button" className={buttonStyles.secondary} onClick={() => void link.refetch()}>
              {t('shareDialog.retry')}
            </button>
          </div>
        )}
        {interactive && link.data && (
          <>
            <LinkRow
              label={t('shareDialog.interactiveLink')}
              value={interactive}
              onCopy={(value) => void copy(value)}
            />
            {slideshow.data && (
              <LinkRow
                label={t('shareDialog.slideshowLink')}
                value={absolute(slideshow.data.shareUrl)}
                onCopy={(value) => void copy(value)}
              />
            )}
            {slideshow.isError && (
              <p role="alert" className="text-sm text-amber-200">
                {t('shareDialog.slideshowFailed')}
              </p>
            )}
            <LinkRow
              label={t('shareDialog.importId')}
              value={link.data.shareCode}
              onCopy={(value) => void copy(value)}
            />
            <p className="text-sm text-zinc-300">{t('shareDialog.importHint')}</p>
          </>
        )}
        {notice && (
          <div role={notice.tone === 'error' ? 'alert' : 'status'} className="text-sm">
            <p className={notice.tone === 'error' ? 'text-amber-200' : 'font-semibold text-emerald-200'}>
              {t(notice.key)}
            </p>
            {notice.tone === 'info' && <p className="text-zinc-300">{t('shareDialog.linkCopiedHint')}</p>}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {canShare && interactive && (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => void navigator.share({ title: tour.name, url: interactive }).catch(() => undefined)}
            >
              <Share2 aria-hidden className="size-5" />
              {t('shareDialog.shareSheet')}
            </button>
          )}
          <button type="button" className={buttonStyles.primary} onClick={onClose}>
            {t('shareDialog.close')}
          </button>
        </div>
      </div>
    </SheetDialog>
  );
}
