import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';

/** How each theme shapes a narration: the angle, the tone, and what to steer clear of. */
export const THEME_GUIDANCE: Record<NarrationThemeId, string> = {
  ghost_stories:
    'Haunted tales, eerie legends, unexplained happenings and old superstitions tied to this place or its region. Build atmosphere and suspense, spooky but never gory. If no local ghost story is known, evoke the place after dark and the kind of tales such places breed, and say that this is what they are.',
  historical_facts:
    'Stories from the past: how the place began, where its name comes from, its turning points and the people who shaped it, and how that past still shows in what the listener can see today.',
  nature:
    'Nature and wildlife: the landscape, geology, water, climate, plants and animals around here, and how the seasons change them. Invite the listener to look and listen.',
  architecture:
    'Buildings and structures: styles, materials, how the streets and squares were laid out, notable landmarks and details worth looking up at. Explain architectural terms simply.',
  fun_facts:
    'Quirky, surprising and light: a lively string of curious facts, comparisons and coincidences about the place (its size, distances, names, records). Playful, never silly, every fact grounded.',
  food_culture:
    'Local cuisine and food culture: dishes, produce, markets, drinks and table customs of this place and region, and how its geography and history shaped them. Suggest what to try, naming no particular restaurant unless it is in the facts.',
  famous_people:
    'Famous people and residents: notable people born, living or working here or closely linked to the place, what they did, and the traces they left. Only people genuinely connected to it.',
  local_legends:
    'Local legends and folklore: origin tales, myths, heroes, creatures, customs and sayings of the place and its region, told as stories, with what they reveal about the people who tell them.',
  science_innovation:
    'Science and innovation: discoveries, inventions, industries and scientists linked to the place or region, and the science behind what the listener sees around them (the land, the water, the sky, the engineering).',
  weather:
    'Weather and forecast: the current conditions and the coming days from the live weather data, in plain spoken terms with practical tips (what to wear, when to walk), then how the climate shapes life here.',
  local_news:
    'Local news: a short spoken bulletin of the recent headlines given, naming the source of each, in a neutral tone without opinion. Add no detail that is not in a headline.',
  community_events:
    'Community events: the upcoming concerts, festivals, markets and gatherings given, with their dates and venues exactly as given, and how this place likes to celebrate.',
  romantic_stories:
    'Romantic stories: love stories, famous couples, romantic corners and the poetry of the place. Tender, never cheesy; legends told as legends.',
};

/**
 * What to say when a live theme has no live data: never a made-up reading, headline or event.
 * Keyed by the themes that depend on live data.
 */
export const NO_LIVE_DATA_GUIDANCE: Partial<Record<NarrationThemeId, string>> = {
  weather:
    'Live weather data is unavailable right now. Say so briefly in one sentence, then speak about the evergreen context: the climate of this place, its seasons and how weather shapes life here. Give no current readings and no forecast.',
  local_news:
    'Live news is unavailable right now. Say so briefly in one sentence, then speak about the evergreen local context: what life here revolves around, its economy, institutions and the kind of stories that make its local news. Mention no specific recent news.',
  community_events:
    'Live event listings are unavailable right now. Say so briefly in one sentence, then speak about the traditional festivals, markets and seasonal gatherings of this place and region in general terms. Name no upcoming event and no date.',
};
