import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PostcardNotFoundError, usePublicPostcard } from '../api/get-public-postcard';
import { errorText } from '../../../lib/api/error-text';
import { PageMessage } from '../../../components/page-message';
import { PostcardNotFound } from './postcard-not-found';
import { PostcardView } from './postcard-view';
import { warmPostcardPicture } from './warm-postcard-picture';

/** /postcards/:shareCode: a shared postcard, open to visitors without an account (SPEC §2, §6). */
export function PostcardScreen() {
  const { t } = useTranslation();
  const { shareCode = '' } = useParams();
  warmPostcardPicture(shareCode);
  const postcard = usePublicPostcard(shareCode);

  if (postcard.data) return <PostcardView postcard={postcard.data} />;
  if (postcard.error instanceof PostcardNotFoundError) return <PostcardNotFound />;
  if (postcard.error) {
    return (
      <PageMessage
        icon={<CloudOff aria-hidden className="size-12 text-zinc-300" />}
        title={t('postcards.page.loadFailed')}
      >
        <p className="max-w-md text-lg text-zinc-200">{errorText(postcard.error)}</p>
        <button type="button" className={buttonStyles.primary} onClick={() => void postcard.refetch()}>
          {t('common.retry')}
        </button>
      </PageMessage>
    );
  }
  return (
    <PageMessage live icon={<Spinner className="size-12 text-emerald-300" />} title={t('postcards.page.loading')} />
  );
}
