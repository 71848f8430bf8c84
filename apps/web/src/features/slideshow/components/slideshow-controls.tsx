import { useTranslation } from 'react-i18next';
import { TransportButtons } from '../../../components/tour-audio/transport-buttons';

/** Previous, play/pause and next in thumb reach, as in the player. */
export function SlideshowControls(props: {
  playing: boolean;
  canPlay: boolean;
  hasPrevious: boolean;
  onPrevious: () => void;
  onTogglePlay: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-center gap-6">
      <TransportButtons
        {...props}
        labels={{
          previous: t('slideshow.previous'),
          play: t('slideshow.play'),
          pause: t('slideshow.pause'),
          next: t('slideshow.next'),
        }}
      />
    </div>
  );
}
