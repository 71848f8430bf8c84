import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../../components/placeholder-screen';

/** /tour-maker/make, /tour-maker/make/:id, /tour-maker/create: with an id it edits. */
export function TourCreatorScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <PlaceholderScreen title={id ? t('placeholders.editTour') : t('placeholders.createTour')} />;
}
