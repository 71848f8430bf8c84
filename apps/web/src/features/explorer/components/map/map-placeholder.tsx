import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CORNER_MAP_SIZE } from '@roamcast/shared/catalog/constants';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { errorText } from '../../../../lib/api/error-text';
import { frameClass } from './frame-class';

interface MapPlaceholderProps {
  expanded: boolean;
  onClose: () => void;
  /** Set when the map could not load; otherwise it is still loading. */
  error?: Error;
}

/** Stands where the overlay will be while its code downloads, or says why it could not. */
export function MapPlaceholder({ expanded, onClose, error }: MapPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('explorerMap.title')} className={frameClass(expanded)}>
      <div className="flex justify-end p-0.5">
        <button type="button" className={buttonStyles.icon} aria-label={t('explorerMap.close')} onClick={onClose}>
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div
        className="flex min-h-0 flex-1 flex-col items-center justify-center gap-1 bg-zinc-800 p-4 text-center text-sm"
        style={expanded ? undefined : { width: CORNER_MAP_SIZE.width, height: CORNER_MAP_SIZE.height }}
      >
        {error ? (
          <div role="alert">
            <p className="font-semibold">{t('explorerMap.loadFailed')}</p>
            <p className="text-zinc-300">{errorText(error)}</p>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-zinc-100">
            <Spinner />
            {t('explorerMap.loading')}
          </p>
        )}
      </div>
    </section>
  );
}
