import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ThemeArt } from '../../../../components/theme-art';
import { useCoverActions } from '../../hooks/use-cover-actions';
import { useDeleteTour } from '../../hooks/use-delete-tour';
import { useNarrationBatch } from '../../hooks/use-narration-batch';
import { useStatusMessage } from '../../../../lib/use-status-message';
import { useTourLists } from '../../hooks/use-tour-lists';
import { BatchProgressPanel } from './batch-progress-panel';
import type { CardTour } from './card-tour';
import { ConfirmDialog } from './confirm-dialog';
import { FamousToursSection } from './famous-tours-section';
import { MyToursSection } from './my-tours-section';
import { SearchBar } from './search-bar';
import { SharingDialogs, type SharingKind } from './sharing-dialogs';
import { StatusLine } from './status-line';
import { themeLabel } from './theme-label';
import { TourToolbar, type ToolbarAction } from './tour-toolbar';
import { matchesSearch } from './tour-search';
import { SavedOfflineSection } from '../../../../offline/saved-offline-section';

type Confirming = { kind: 'narrations' | 'cover' | 'delete'; tour: CardTour } | null;

/** /tour-maker/manage: the tour collection of SPEC §2 and its actions (SPEC §4, §5, §8). */
export function ManageToursScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lists = useTourLists();
  const status = useStatusMessage();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [sharing, setSharing] = useState<SharingKind | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadTarget = useRef<string | null>(null);

  const { cover, upload } = useCoverActions(status.show);
  const remove = useDeleteTour(status.show, (id) => setSelectedId((current) => (current === id ? null : current)));
  const batch = useNarrationBatch(status.show);

  const selected =
    lists.mineCards.find((tour) => tour.id === selectedId) ??
    lists.famousCards.find((tour) => tour.id === selectedId) ??
    null;
  // Famous tours can be played and shared by anyone; only the user's own tours can be changed.
  const owned = selected !== null && lists.mineCards.some((tour) => tour.id === selected.id);
  const filter = (tours: CardTour[]) =>
    tours.filter((tour) => matchesSearch(tour, query, themeLabel(t, tour.theme) ?? undefined));

  const running: Partial<Record<ToolbarAction, boolean>> = {
    regenerateNarrations: batch.run !== null,
    regenerateCover: cover.isPending,
    upload: upload.isPending,
    delete: remove.isPending,
  };
  const ownerOnly = new Set<ToolbarAction>(['regenerateNarrations', 'regenerateCover', 'upload', 'delete']);
  const isDisabled = (action: ToolbarAction) =>
    selected === null || running[action] === true || (ownerOnly.has(action) && !owned);

  function act(action: ToolbarAction) {
    if (!selected) return;
    if (action === 'play') void navigate(`/tour-maker/play/${selected.id}`);
    else if (action === 'share' || action === 'postcard' || action === 'slideshow') setSharing(action);
    else if (action === 'regenerateNarrations') setConfirming({ kind: 'narrations', tour: selected });
    else if (action === 'regenerateCover') setConfirming({ kind: 'cover', tour: selected });
    else if (action === 'delete') setConfirming({ kind: 'delete', tour: selected });
    else if (action === 'upload') {
      uploadTarget.current = selected.id;
      fileInput.current?.click();
    }
  }

  function confirm() {
    if (!confirming) return;
    const { kind, tour } = confirming;
    setConfirming(null);
    if (kind === 'narrations') void batch.start(tour);
    else if (kind === 'cover') cover.mutate(tour.id);
    else remove.mutate(tour.id);
  }

  const busyText = (tourId: string) =>
    cover.isPending && cover.variables === tourId
      ? t('myTours.coverWorking')
      : upload.isPending && upload.variables?.tourId === tourId
        ? t('myTours.uploadWorking')
        : remove.isPending && remove.variables === tourId
          ? t('myTours.deleteWorking')
          : undefined;
  const grid = {
    selectedId,
    busyText,
    onToggle: (tour: CardTour) => setSelectedId((id) => (id === tour.id ? null : tour.id)),
  };
  const confirmText = confirming && {
    title: t(`myTours.confirm.${confirming.kind}Title`),
    description: t(`myTours.confirm.${confirming.kind}Body`, { name: confirming.tour.name }),
    confirmLabel: t(`myTours.confirm.${confirming.kind}Confirm`),
  };

  return (
    <main className="relative flex flex-1 flex-col">
      <ThemeArt themeId="auto_channel" dim />
      <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 pt-5 pb-72 sm:pb-48">
        <header>
          <h1 className="text-3xl font-bold">{t('myTours.title')}</h1>
          <p className="mt-1 text-zinc-200">{t('myTours.intro')}</p>
        </header>
        <SearchBar query={query} onQueryChange={setQuery} refreshing={lists.refreshing} onRefresh={lists.refresh} />
        {lists.savedOffline.length > 0 && <SavedOfflineSection tours={lists.savedOffline} />}
        <MyToursSection
          signedIn={lists.signedIn}
          list={lists.mine}
          tours={filter(lists.mineCards)}
          total={lists.mineCards.length}
          query={query}
          grid={grid}
        />
        <FamousToursSection
          list={lists.famous}
          tours={filter(lists.famousCards)}
          total={lists.famousCards.length}
          query={query}
          grid={grid}
        />
      </div>
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-white/10 bg-zinc-950/95 backdrop-blur">
        <div className="mx-auto flex max-w-5xl flex-col gap-2 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
          <StatusLine message={status.message} />
          {batch.run && <BatchProgressPanel key={batch.run.runId} run={batch.run} onProgress={batch.onProgress} />}
          <TourToolbar
            selectedName={selected?.name ?? null}
            isDisabled={isDisabled}
            onAction={act}
            note={selected && !owned ? t('myTours.famousReadOnly') : undefined}
          />
        </div>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('myTours.uploadInputLabel')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (file && uploadTarget.current) upload.mutate({ tourId: uploadTarget.current, file });
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirmText?.title ?? ''}
        description={confirmText?.description ?? ''}
        confirmLabel={confirmText?.confirmLabel ?? ''}
        destructive={confirming?.kind === 'delete'}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
      <SharingDialogs kind={sharing} tour={selected} onClose={() => setSharing(null)} />
    </main>
  );
}
