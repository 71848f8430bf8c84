import type { FormEvent, ReactNode } from 'react';
import { FormActions } from './form-actions';

export interface FormShellProps {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  messages: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}

/** One creator form: its fields, then the message line and Cancel/submit. The spec's messages replace the browser's own checks. */
export function FormShell({ submitLabel, pendingLabel, pending, messages, onSubmit, children }: FormShellProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {children}
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={pending} messages={messages} />
    </form>
  );
}
