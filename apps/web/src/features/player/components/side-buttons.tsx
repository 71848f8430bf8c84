import { CircleHelp, Images, Map as MapIcon, Navigation, Route as RouteIcon, ScrollText, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SideButton } from './side-button';

export type SidePanel = 'gallery' | 'details' | 'directions' | 'navigate' | 'generate-all';

interface SideButtonsProps {
  textOpen: boolean;
  mapOpen: boolean;
  /** Shown only when the stop has a maps-service place id (ChIJ, Ei, Gf). */
  hasDetails: boolean;
  /** Shown only for a saved tour the traveller may regenerate. */
  canGenerateAll: boolean;
  generating: boolean;
  onToggleText: () => void;
  onToggleMap: () => void;
  onOpen: (panel: SidePanel) => void;
}

/**
 * SPEC §2 side buttons, as a row of named tools under the stop's picture: never over it, where they
 * hid a cover's own title, and each with its name written out.
 */
export function SideButtons(props: SideButtonsProps) {
  const { t } = useTranslation();
  const icon = 'size-5 shrink-0';
  return (
    <nav aria-label={t('player.tools')} className="grid auto-cols-fr grid-flow-col gap-1">
      <SideButton
        label={t('player.narrationText')}
        icon={<ScrollText aria-hidden className={icon} />}
        pressed={props.textOpen}
        onClick={props.onToggleText}
      />
      <SideButton
        label={t('player.gallery')}
        icon={<Images aria-hidden className={icon} />}
        onClick={() => props.onOpen('gallery')}
      />
      <SideButton
        label={t('player.map')}
        icon={<MapIcon aria-hidden className={icon} />}
        pressed={props.mapOpen}
        onClick={props.onToggleMap}
      />
      {props.hasDetails && (
        <SideButton
          label={t('player.details')}
          icon={<CircleHelp aria-hidden className={icon} />}
          onClick={() => props.onOpen('details')}
        />
      )}
      <SideButton
        label={t('player.directions')}
        icon={<Navigation aria-hidden className={icon} />}
        onClick={() => props.onOpen('directions')}
      />
      <SideButton
        label={t('player.navigateTour')}
        icon={<RouteIcon aria-hidden className={icon} />}
        onClick={() => props.onOpen('navigate')}
      />
      {props.canGenerateAll && (
        <SideButton
          label={t('player.generateAll')}
          icon={<Sparkles aria-hidden className={icon} />}
          disabled={props.generating}
          onClick={() => props.onOpen('generate-all')}
        />
      )}
    </nav>
  );
}
