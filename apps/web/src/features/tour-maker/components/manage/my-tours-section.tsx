import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { useAppDialogs } from '../../../../lib/app-dialogs';
import type { CardTour } from './card-tour';
import { GridNote, GridSection, TourGrid } from './tour-grid';

type GridProps = Omit<Parameters<typeof TourGrid>[0], 'tours' | 'label'>;

interface MyToursSectionProps {
  /** undefined while the session is still being read. */
  signedIn: boolean | undefined;
  list: { isPending: boolean; isError: boolean; refetch: () => unknown };
  tours: readonly CardTour[];
  /** How many tours the user has before the search filters them. */
  total: number;
  query: string;
  grid: GridProps;
}

/** The signed-in user's own tours; a visitor is offered sign-in instead (SPEC §5: only with a session user). */
export function MyToursSection({ signedIn, list, tours, total, query, grid }: MyToursSectionProps) {
  const { t } = useTranslation();
  const { openSignIn } = useAppDialogs();
  const title = t('myTours.myToursHeading');
  const loading = (
    <p role="status" className="flex items-center gap-2 text-zinc-200">
      <Spinner />
      {t('common.loading')}
    </p>
  );

  let body;
  if (signedIn === undefined) body = loading;
  else if (!signedIn)
    body = (
      <GridNote>
        <p>{t('myTours.signInPrompt')}</p>
        <button type="button" className={buttonStyles.primary} onClick={openSignIn}>
          <LogIn aria-hidden className="size-5" />
          {t('myTours.signIn')}
        </button>
      </GridNote>
    );
  else if (list.isPending) body = loading;
  else if (list.isError)
    body = (
      <GridNote>
        <p role="alert">{t('myTours.loadFailed')}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </GridNote>
    );
  else if (total === 0)
    body = (
      <GridNote>
        <p>{t('myTours.noToursYet')}</p>
        <Link to="/tour-maker/create" className={buttonStyles.primary}>
          {t('myTours.createFirst')}
        </Link>
      </GridNote>
    );
  else if (tours.length === 0)
    body = (
      <GridNote>
        <p>{t('myTours.noMatches', { query: query.trim() })}</p>
      </GridNote>
    );
  else body = <TourGrid tours={tours} label={title} {...grid} />;

  return (
    <GridSection id="my-tours-heading" title={title}>
      {body}
    </GridSection>
  );
}
