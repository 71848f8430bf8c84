import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_POSTCARD_STYLE } from '@roamcast/shared/catalog/postcard-styles';
import type { PostcardGenerateResult } from '@roamcast/shared/schemas/share-pages';
import { Spinner } from '../../../../components/ui/spinner';
import { SheetDialog } from '../../../../components/ui/sheet-dialog';
import { UpgradePrompt } from '../../../../components/upgrade-prompt';
import { ApiError } from '../../../../lib/api/api-error';
import { refusalText } from '../../../../lib/api/error-text';
import { downloadFile, postcardFileName } from '../../../../lib/download-file';
import { currentLanguage } from '../../../../lib/i18n';
import { useStatusMessage } from '../../../../lib/use-status-message';
import type { CardTour } from './card-tour';
import {
  CATALOGUE_STYLES,
  generatePostcard,
  postcardLimitsQueryOptions,
  postcardsBlocked,
  postcardStylesQueryOptions,
} from './postcard/postcard-api';
import { PostcardForm, type PostcardFields } from './postcard/postcard-form';
import { PostcardResult } from './postcard/postcard-result';
import { sharePostcardLink } from './postcard/share-postcard-link';
import { useRememberedSelfie } from './postcard/use-remembered-selfie';
import { StatusLine } from './status-line';

const FIRST_FIELDS: PostcardFields = {
  stylePreset: DEFAULT_POSTCARD_STYLE,
  variant: 'scenic',
  preserveFace: true,
  voiceMessage: '',
  createVideo: false,
};

/**
 * The postcard dialog of My Tours (SPEC §2, §4): form, then generating, then the result with Download,
 * Share and Create Another Style (back to the form, entries kept). A plan without postcards left gets
 * the upgrade modal instead: up front when the limits say so, and whenever the server answers 403.
 */
export function PostcardDialog({ tour, onClose }: { tour: CardTour; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const limits = useQuery(postcardLimitsQueryOptions);
  const styles = useQuery(postcardStylesQueryOptions);
  const selfie = useRememberedSelfie();
  const { message, show } = useStatusMessage();
  const [fields, setFields] = useState(FIRST_FIELDS);
  const [result, setResult] = useState<PostcardGenerateResult | null>(null);
  const [refused, setRefused] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const generate = useMutation({
    mutationFn: () =>
      generatePostcard(tour.id, {
        ...fields,
        voiceMessage: fields.voiceMessage.trim() || undefined,
        selfieImage: selfie.selfie ?? undefined,
        language: currentLanguage(),
      }),
    onSuccess: (made) => {
      setResult(made);
      show({ key: 'postcards.toast.generated', tone: 'info' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) setRefused(true);
      else {
        show({ key: 'postcards.toast.generateFailed', tone: 'error', detail: refusalText(error) });
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: postcardLimitsQueryOptions.queryKey }),
  });

  if (refused || (limits.data && postcardsBlocked(limits.data) && !result)) {
    return (
      <UpgradePrompt
        open
        onOpenChange={(open) => !open && onClose()}
        tier={limits.data?.tier ?? 'freemium'}
        reason="postcard"
      />
    );
  }

  const link = result ? `${window.location.origin}/postcards/${result.shareCode}` : '';
  const pickSelfie = (file: File) =>
    selfie.choose(file).catch(() => show({ key: 'postcards.dialog.selfieFailed', tone: 'error' }));
  const download = async () => {
    if (!result) return;
    setDownloading(true);
    try {
      await downloadFile(result.imageUrl, postcardFileName(tour.name));
      show({ key: 'postcards.toast.downloaded', tone: 'info' });
    } catch {
      show({ key: 'postcards.toast.downloadFailed', tone: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  const share = async () => {
    const outcome = await sharePostcardLink(link, t('postcards.dialog.shareTitle', { name: tour.name }));
    if (outcome === 'copied') show({ key: 'postcards.toast.linkCopied', tone: 'info' });
    if (outcome === 'failed') show({ key: 'postcards.toast.copyFailed', tone: 'error' });
  };

  return (
    <SheetDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('postcards.dialog.title')}
      description={t('postcards.dialog.description', { name: tour.name })}
    >
      <div className="flex flex-col gap-4">
        <StatusLine message={message} />
        {generate.isPending ? (
          <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
            <Spinner className="size-10 text-emerald-300" />
            <p className="text-lg font-semibold">{t('postcards.dialog.generating')}</p>
            <p className="text-zinc-300">{t('postcards.dialog.generatingHint')}</p>
          </div>
        ) : result ? (
          <PostcardResult
            result={result}
            tourName={tour.name}
            link={link}
            busy={downloading}
            onDownload={() => void download()}
            onShare={() => void share()}
            onAnother={() => setResult(null)}
          />
        ) : (
          <PostcardForm
            fields={fields}
            onChange={setFields}
            styles={styles.data ?? (styles.isError ? CATALOGUE_STYLES : null)}
            selfie={selfie.selfie}
            onPickSelfie={(file) => void pickSelfie(file)}
            onRemoveSelfie={selfie.clear}
            onSubmit={() => generate.mutate()}
          />
        )}
      </div>
    </SheetDialog>
  );
}
