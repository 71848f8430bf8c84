import type { CoverTour } from './cover-artist';
import { themeLabelOf } from './theme-palette';

const MAX_STOPS_NAMED = 6;
const MAX_PROMPT_CHARS = 1_000;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What an image model is asked to paint for a tour's cover. The stop names give it the real places
 * to show; text in the picture is refused because models misspell it and the app prints the name.
 */
export function coverPrompt(tour: CoverTour): string {
  const theme = themeLabelOf(tour.theme);
  const description = tour.description ? ` ${oneLine(tour.description).slice(0, 240)}.` : '';
  const named = tour.stops.slice(0, MAX_STOPS_NAMED).map((stop) => oneLine(stop.name));
  const places =
    named.length > 0
      ? ` The route visits ${named.join(', ')}${tour.stops.length > named.length ? ' and more' : ''}.`
      : '';
  const prompt =
    `A cinematic travel photograph for the cover of an audio tour called "${oneLine(tour.name)}", ` +
    `theme: ${theme}.${description}${places} ` +
    'Wide landscape composition, evocative light and rich colour that suit the theme, a real sense of place. ' +
    'No text, no lettering, no logos, no watermarks.';
  return prompt.length > MAX_PROMPT_CHARS ? `${prompt.slice(0, MAX_PROMPT_CHARS - 1)}…` : prompt;
}
