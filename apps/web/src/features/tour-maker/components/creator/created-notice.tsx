import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreatedTour } from '@roamcast/shared/schemas/tour-creation';
import { buttonStyles } from '../../../../components/ui/button-styles';

/**
 * A tour saved with a notice (e.g. the place had fewer stops than asked for). The move to the
 * player waits for the person here, so the notice is read rather than flashed before a redirect.
 */
export function CreatedNotice({ tour }: { tour: CreatedTour }) {
  const { t } = useTranslation();
  const play = useRef<HTMLAnchorElement>(null);
  // The form that had focus is gone: focus moves to the next step, where a keyboard user continues.
  useEffect(() => play.current?.focus(), []);
  return (
    <section
      role="status"
      aria-labelledby="creator-created"
      className="space-y-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/15"
    >
      <h2 id="creator-created" className="flex items-center gap-2 text-xl font-bold">
        <CircleCheck aria-hidden className="size-6 text-emerald-300" />
        {t('creator.created', { name: tour.name })}
      </h2>
      <p>{tour.notice}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/tour-maker/manage" className={buttonStyles.secondary}>
          {t('creator.viewMyTours')}
        </Link>
        <Link ref={play} to={`/tour-maker/play/${tour.id}`} className={buttonStyles.primary}>
          {t('creator.playTour')}
        </Link>
      </div>
    </section>
  );
}
