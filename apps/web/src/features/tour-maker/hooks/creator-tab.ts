import { useSearchParams } from 'react-router';

export type CreatorForm = 'specialty' | 'ask' | 'deep-dive' | 'walking-indoor' | 'import';

/** The model an Ask AI tab asks when the address names none. */
export const DEFAULT_ASK_MODEL = 'claude';

export interface CreatorTab {
  form: CreatorForm;
  /** The ?tab= value itself, e.g. ask-claude. */
  value: string;
  /** Only for the Ask AI form: the model in ask-{model}. */
  model: string;
}

// A model name ends up in the endpoint path: only the names the server takes (letters, digits, . _ : -).
const ASK_TAB = /^ask-([A-Za-z0-9][A-Za-z0-9._:-]{0,63})$/;

/** SPEC §2: ?tab= chooses the form; anything unknown (or nothing) is the Specialty form. */
export function parseCreatorTab(raw: string | null): CreatorTab {
  const ask = raw ? ASK_TAB.exec(raw) : null;
  if (ask) return { form: 'ask', value: raw!, model: ask[1]! };
  if (raw === 'deep-dive' || raw === 'walking-indoor' || raw === 'import')
    return { form: raw, value: raw, model: DEFAULT_ASK_MODEL };
  return { form: 'specialty', value: 'specialty', model: DEFAULT_ASK_MODEL };
}

/** The active tab lives in the address so it can be linked to; switching replaces it, so Back leaves the creator. */
export function useCreatorTab() {
  const [params, setParams] = useSearchParams();
  const tab = parseCreatorTab(params.get('tab'));
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return { tab, select };
}
