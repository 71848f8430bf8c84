import type { ReactNode } from 'react';

/** What each tab's form gets from the screen: its draft (kept across tab switches) and the save state. */
export interface CreatorFormProps<Draft> {
  draft: Draft;
  update: (change: (draft: Draft) => Draft) => void;
  pending: boolean;
  messages: ReactNode;
  onSubmit: () => void;
}
