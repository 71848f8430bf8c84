import { useId, useRef, useState } from 'react';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NarrationSource } from '@roamcast/shared/schemas/narration-source';
import { buttonStyles } from '../ui/button-styles';
import { useStatusMessage } from '../../lib/use-status-message';
import { ReportFactDialog } from './report-fact-dialog';
import { SourceItem } from './source-item';
import { sentenceForSelection, splitSentences } from './split-sentences';

interface NarrationSourcesProps {
  /** Null for a story with no stored narration (a shared link's text): it can be read, not reported. */
  narrationId: string | null;
  sources: readonly NarrationSource[];
  text: string;
  language?: string | null;
}

/** What the listener selected in the page, if anything: the sentence they doubt. */
function currentSelection(): string {
  return typeof window === 'undefined' ? '' : (window.getSelection()?.toString().trim() ?? '');
}

/** Under a narration's text: where its facts come from, and 'Report a wrong fact'. */
export function NarrationSources({ narrationId, sources, text, language }: NarrationSourcesProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { message, show } = useStatusMessage();
  const [reporting, setReporting] = useState({ open: false, opened: 0, sentences: [] as string[], initial: '' });
  // A tap on the button may clear the selection before the click lands: keep what it was on press.
  const pressedSelection = useRef('');
  if (sources.length === 0 && !narrationId) return null;

  function openReport() {
    const sentences = splitSentences(text, language);
    const selection = currentSelection() || pressedSelection.current;
    const initial = selection ? sentenceForSelection(sentences, selection) : '';
    setReporting((last) => ({ open: true, opened: last.opened + 1, sentences, initial }));
  }

  return (
    <section
      aria-labelledby={sources.length > 0 ? headingId : undefined}
      aria-label={sources.length > 0 ? undefined : t('sources.report')}
      lang={i18n.language}
      dir={i18n.dir()}
      data-testid="narration-sources"
      className="mt-6 border-t border-white/15 pt-4 text-sm text-zinc-200"
    >
      {sources.length > 0 && (
        <>
          <h3 id={headingId} className="mb-1 font-semibold text-zinc-100">
            {t('sources.heading')}
          </h3>
          <ul>
            {sources.map((source) => (
              <SourceItem key={source.name} source={source} />
            ))}
          </ul>
        </>
      )}
      {narrationId && (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-3 text-sm`}
          onPointerDown={() => {
            pressedSelection.current = currentSelection();
          }}
          onClick={openReport}
        >
          <Flag aria-hidden className="size-4" />
          {t('sources.report')}
        </button>
      )}
      <p role="status" className="mt-2 min-h-5 text-emerald-300">
        {message ? t(message.key, message.values) : ''}
      </p>
      {narrationId && reporting.opened > 0 && (
        <ReportFactDialog
          key={reporting.opened}
          open={reporting.open}
          narrationId={narrationId}
          sentences={reporting.sentences}
          initialSentence={reporting.initial}
          onClose={() => setReporting((last) => ({ ...last, open: false }))}
          onSent={() => {
            setReporting((last) => ({ ...last, open: false }));
            show({ key: 'sources.thanks', tone: 'info' });
          }}
        />
      )}
    </section>
  );
}
