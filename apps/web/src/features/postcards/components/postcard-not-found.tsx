import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PageMessage } from '../../../components/page-message';

/** SPEC §8: 'Postcard Not Found' (it may have been deleted or the link is invalid). */
export function PostcardNotFound() {
  const { t } = useTranslation();
  return (
    <PageMessage icon={<MailX aria-hidden className="size-12 text-zinc-300" />} title={t('postcards.page.notFound')}>
      <p className="max-w-md text-lg text-zinc-200">{t('postcards.page.notFoundText')}</p>
      <Link to="/tour-maker/make" className={buttonStyles.primary}>
        {t('postcards.page.createOwn')}
      </Link>
    </PageMessage>
  );
}
