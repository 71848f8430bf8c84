import { lazy, Suspense } from 'react';
import { FolderOpen, MapPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NarrationDuration } from '@roamcast/shared/catalog/constants';
import { FALLBACK_THEME_ID, type ThemeId } from '@roamcast/shared/catalog/themes';
import { LanguageButton, SettingsButton } from '../../../components/header-buttons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { DurationSelect, ThemeSelect } from './explorer-selects';
import { LocationPanelToggle } from './location-panel/location-panel-toggle';
import { useJourney } from '../hooks/use-journey';

// Shown only while a journey records, which starts with the first story: not part of the first load.
const JourneyIndicator = lazy(() =>
  import('./journey/journey-indicator').then((module) => ({ default: module.JourneyIndicator })),
);

interface ExplorerHeaderProps {
  theme: ThemeId;
  onThemeChange: (theme: ThemeId) => void;
  duration: NarrationDuration;
  onDurationChange: (minutes: NarrationDuration) => void;
  locationPanelOpen: boolean;
  onLocationPanelToggle: () => void;
  /** Extra header buttons (the map toggle), drawn before the selects. */
  tools?: React.ReactNode;
}

export function ExplorerHeader(props: ExplorerHeaderProps) {
  const { theme, onThemeChange, duration, onDurationChange, locationPanelOpen, onLocationPanelToggle, tools } = props;
  const { t } = useTranslation();
  const { isRecording } = useJourney();
  return (
    <header className="mx-auto flex w-full max-w-3xl flex-col gap-2 px-4 pt-[max(0.75rem,env(safe-area-inset-top))]">
      <div className="flex items-center gap-2">
        <span className="text-lg font-bold tracking-tight">{t('app.name')}</span>
        <nav aria-label={t('nav.main')} className="ms-auto flex items-center gap-2">
          <Link to="/tour-maker/make" className={buttonStyles.icon} aria-label={t('nav.createTour')}>
            <MapPlus aria-hidden className="size-5" />
          </Link>
          <Link to="/tour-maker/manage" className={buttonStyles.icon} aria-label={t('nav.myTours')}>
            <FolderOpen aria-hidden className="size-5" />
          </Link>
          <LanguageButton />
          <SettingsButton />
        </nav>
      </div>
      <div className="flex gap-2">
        <LocationPanelToggle open={locationPanelOpen} onToggle={onLocationPanelToggle} />
        {tools}
        <ThemeSelect value={theme} onChange={onThemeChange} />
        <DurationSelect value={duration} onChange={onDurationChange} />
      </div>
      {isRecording && (
        <Suspense fallback={null}>
          <JourneyIndicator theme={theme === FALLBACK_THEME_ID ? undefined : theme} />
        </Suspense>
      )}
    </header>
  );
}
