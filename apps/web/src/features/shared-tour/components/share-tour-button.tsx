import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/ui/button-styles';
import type { StatusMessage } from '../../../lib/use-status-message';

/** Share: the browser's share sheet where there is one, else the link copied (SPEC §8 messages). */
export function ShareTourButton({ name, onStatus }: { name: string; onStatus: (message: StatusMessage) => void }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        // The traveller closed the sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      onStatus({ key: 'sharedTour.linkCopied', tone: 'info', detail: t('sharedTour.linkCopiedHint') });
    } catch {
      onStatus({ key: 'sharedTour.copyFailed', tone: 'error' });
    }
  };
  return (
    <button type="button" className={buttonStyles.secondary} onClick={() => void share()}>
      <Share2 aria-hidden className="size-5" />
      {t('sharedTour.share')}
    </button>
  );
}
