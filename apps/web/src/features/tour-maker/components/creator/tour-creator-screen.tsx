import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ThemeArt } from '../../../../components/theme-art';
import { CreatorTabs } from './creator-tabs';
import { TourEditForm } from './tour-edit-form';

/** /tour-maker/make, /tour-maker/create and /tour-maker/make/{id} (edit mode) of SPEC §2. */
export function TourCreatorScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <main className="relative flex flex-1 flex-col">
      <ThemeArt themeId="auto_channel" dim />
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-5 px-4 pt-5 pb-4 sm:pb-10">
        <header>
          <h1 className="text-3xl font-bold">{id ? t('creator.editTitle') : t('creator.createTitle')}</h1>
          <p className="mt-1 text-zinc-200">{id ? t('creator.editIntro') : t('creator.createIntro')}</p>
        </header>
        <div className="rounded-3xl sm:bg-zinc-950/70 sm:p-6 sm:ring-1 sm:ring-white/10 sm:backdrop-blur">
          {id ? <TourEditForm key={id} id={id} /> : <CreatorTabs />}
        </div>
      </div>
    </main>
  );
}
