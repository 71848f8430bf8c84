import { NARRATION_BEGIN_MARKER, NARRATION_END_MARKER } from '@roamcast/shared/catalog/constants';

/** The spoken text without the narrator's begin/end markers, which are for machines, not readers. */
export function readableNarrationText(text: string): string {
  return text.split(NARRATION_BEGIN_MARKER).join('').split(NARRATION_END_MARKER).join('').trim();
}
