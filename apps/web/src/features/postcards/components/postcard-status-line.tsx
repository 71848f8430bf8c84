import { useTranslation } from 'react-i18next';
import type { StatusMessage } from '../../../lib/use-status-message';

/** Both live regions stay in the page so a message that appears is announced (errors assertively). */
export function PostcardStatusLine({ message }: { message: StatusMessage | null }) {
  const { t } = useTranslation();
  const box = 'rounded-xl px-4 py-3 font-semibold shadow-lg empty:hidden';
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-24 z-30 mx-auto flex max-w-md flex-col gap-2">
      <div role="alert" className={`${box} bg-red-950 text-red-50 ring-1 ring-red-400/50`}>
        {message?.tone === 'error' && t(message.key, message.values)}
      </div>
      <div role="status" className={`${box} bg-emerald-950 text-emerald-50 ring-1 ring-emerald-400/50`}>
        {message?.tone === 'info' && t(message.key, message.values)}
      </div>
    </div>
  );
}
