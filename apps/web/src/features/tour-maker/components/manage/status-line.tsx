import { useTranslation } from 'react-i18next';
import type { StatusMessage } from '../../../../lib/use-status-message';

/**
 * The page's messages (SPEC §8). Both live regions are always in the page, so a message that
 * appears is announced; errors assertively, results politely.
 */
export function StatusLine({ message }: { message: StatusMessage | null }) {
  const { t } = useTranslation();
  const text = message && (
    <span className="flex flex-col">
      <span>{t(message.key, message.values)}</span>
      {message.detail && <span className="text-sm font-normal opacity-90">{message.detail}</span>}
    </span>
  );
  const box = 'rounded-xl px-4 py-3 font-semibold shadow-lg empty:hidden';
  return (
    <>
      <div role="alert" className={`${box} bg-red-950 text-red-50 ring-1 ring-red-400/50`}>
        {message?.tone === 'error' && text}
      </div>
      <div role="status" className={`${box} bg-emerald-950 text-emerald-50 ring-1 ring-emerald-400/50`}>
        {message?.tone === 'info' && text}
      </div>
    </>
  );
}
