import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';

interface SheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A modal that is a bottom sheet on phones (thumb reach) and a centred card from the sm breakpoint. */
export function SheetDialog({ open, onOpenChange, title, description, children }: SheetDialogProps) {
  const { t } = useTranslation();
  // Dialogs here are opened by plain buttons, not Radix triggers, so Radix would drop focus on close;
  // remember what had focus and give it back.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          // Without a description, tell Radix there is none rather than point at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-zinc-900 text-zinc-50 shadow-2xl ring-1 ring-white/10 motion-safe:animate-[sheet-up_200ms_ease-out] sm:inset-0 sm:m-auto sm:h-fit sm:max-h-[85dvh] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-3xl"
        >
          <div className="flex items-start gap-3 px-5 pt-5 pb-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-zinc-300">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close className={buttonStyles.icon} aria-label={t('common.close')}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
