import { useId, useState } from 'react';
import { FileUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import type { ImportFile } from './creator-drafts';
import { fieldStyles } from './field-styles';

/** The server takes at most 5 MB of import data; a bigger file is refused here, before it is sent. */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

interface ImportFileFieldProps {
  file: ImportFile | null;
  onChange: (file: ImportFile | null) => void;
}

/** A GPX or KML file (tracks, routes, waypoints), sent as its text with its name. */
export function ImportFileField({ file, onChange }: ImportFileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<{ key: string; name: string } | null>(null);

  async function choose(chosen: File | undefined) {
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > IMPORT_FILE_MAX_BYTES) {
      setProblem({ key: 'creator.fileTooLarge', name: chosen.name });
      return;
    }
    try {
      onChange({ name: chosen.name, text: await chosen.text() });
    } catch {
      setProblem({ key: 'creator.fileUnreadable', name: chosen.name });
    }
  }

  return (
    <div className="space-y-1.5">
      <p className={fieldStyles.label}>{t('creator.importFile')}</p>
      {file ? (
        <div className="flex min-h-12 items-center gap-2 rounded-xl bg-white/5 ps-4 ring-1 ring-white/20">
          <FileUp aria-hidden className="size-5 shrink-0 text-sky-300" />
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          <button
            type="button"
            className={buttonStyles.icon}
            aria-label={t('creator.removeFile', { name: file.name })}
            onClick={() => onChange(null)}
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
      ) : (
        <label htmlFor={id} className={`${buttonStyles.secondary} w-full cursor-pointer has-focus-visible:ring-2`}>
          <FileUp aria-hidden className="size-5" />
          {t('creator.chooseFile')}
          <input
            id={id}
            type="file"
            accept=".gpx,.kml"
            className="sr-only"
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              // Cleared so choosing the same file again (after Remove) still fires a change.
              event.target.value = '';
              void choose(chosen);
            }}
          />
        </label>
      )}
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('creator.fileHint')}
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-amber-300">
          {t(problem.key, { name: problem.name })}
        </p>
      )}
    </div>
  );
}
