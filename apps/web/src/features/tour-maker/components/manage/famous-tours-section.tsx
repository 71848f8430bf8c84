import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { useStaggered } from '../../hooks/use-staggered';
import type { CardTour } from './card-tour';
import { GridNote, GridSection, TourGrid } from './tour-grid';

type GridProps = Omit<Parameters<typeof TourGrid>[0], 'tours' | 'label'>;

interface FamousToursSectionProps {
  list: { isPending: boolean; isError: boolean; refetch: () => unknown };
  tours: readonly CardTour[];
  total: number;
  query: string;
  grid: GridProps;
}

/** The curated tours, for everyone: the first 6 at once and the rest after 100 ms (SPEC §9). */
export function FamousToursSection({ list, tours, total, query, grid }: FamousToursSectionProps) {
  const { t } = useTranslation();
  const shown = useStaggered(tours);
  const title = t('myTours.famousHeading');

  let body;
  if (list.isPending)
    body = (
      <p role="status" className="flex items-center gap-2 text-zinc-200">
        <Spinner />
        {t('common.loading')}
      </p>
    );
  else if (list.isError)
    body = (
      <GridNote>
        <p role="alert">{t('myTours.famousLoadFailed')}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </GridNote>
    );
  else if (total === 0)
    body = (
      <GridNote>
        <p className="font-semibold">{t('myTours.famousEmpty')}</p>
        <p className="text-sm text-zinc-300">{t('myTours.famousEmptyHint')}</p>
      </GridNote>
    );
  else if (tours.length === 0)
    body = (
      <GridNote>
        <p>{t('myTours.noMatches', { query: query.trim() })}</p>
      </GridNote>
    );
  else body = <TourGrid tours={shown} label={title} {...grid} />;

  return (
    <GridSection id="famous-tours-heading" title={title}>
      {body}
    </GridSection>
  );
}
