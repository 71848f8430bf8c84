import { useRef } from 'react';
import { GripHorizontal, Maximize2, Minimize2, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CORNER_MAP_SIZE } from '@roamcast/shared/catalog/constants';
import { buttonStyles } from '../../../../components/ui/button-styles';
import type { ExplorerMapProps } from './explorer-map';
import { frameClass } from './frame-class';
import { MapView } from './map-view';
import { useDragOffset } from './use-drag-offset';

/** SPEC §2 map overlay: a draggable 280x200 corner map that expands to full screen and closes. */
export default function MapOverlay({
  mode,
  onModeChange,
  onClose,
  accentClass = 'bg-sky-500',
  ...view
}: ExplorerMapProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLElement>(null);
  const { offset, handleProps, reset } = useDragOffset(frameRef);
  const expanded = mode === 'expanded';

  // The toolbar comes first (focus order) and, on the small card, sits in its own strip so it never
  // hides markers; full screen it floats over the map. The map area keeps one place in the tree so
  // switching modes does not rebuild Leaflet.
  return (
    <section
      ref={frameRef}
      aria-label={t('explorerMap.title')}
      className={frameClass(expanded)}
      style={expanded ? undefined : { transform: `translate(${offset.x}px, ${offset.y}px)` }}
    >
      <div
        className={
          expanded
            ? 'pointer-events-none absolute inset-x-0 top-0 z-10 flex gap-1 p-1.5 pt-[max(0.375rem,env(safe-area-inset-top))] *:pointer-events-auto'
            : 'flex gap-1 p-0.5'
        }
      >
        {!expanded && (
          <button
            type="button"
            className={`${buttonStyles.icon} cursor-grab touch-none active:cursor-grabbing`}
            aria-label={t('explorerMap.move')}
            title={t('explorerMap.moveHint')}
            {...handleProps}
          >
            <GripHorizontal aria-hidden className="size-5" />
          </button>
        )}
        <div className="ms-auto flex gap-1">
          {!expanded && (
            <button
              type="button"
              className={buttonStyles.icon}
              aria-label={t('explorerMap.resetPosition')}
              onClick={reset}
            >
              <RotateCcw aria-hidden className="size-5" />
            </button>
          )}
          <button
            type="button"
            className={buttonStyles.icon}
            aria-label={t(expanded ? 'explorerMap.collapse' : 'explorerMap.expand')}
            onClick={() => onModeChange(expanded ? 'minimised' : 'expanded')}
          >
            {expanded ? <Minimize2 aria-hidden className="size-5" /> : <Maximize2 aria-hidden className="size-5" />}
          </button>
          <button type="button" className={buttonStyles.icon} aria-label={t('explorerMap.close')} onClick={onClose}>
            <X aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      <div
        className={expanded ? 'relative isolate min-h-0 flex-1' : 'relative isolate'}
        style={expanded ? undefined : { width: CORNER_MAP_SIZE.width, height: CORNER_MAP_SIZE.height }}
      >
        <MapView {...view} mode={mode} accentClass={accentClass} />
      </div>
    </section>
  );
}
