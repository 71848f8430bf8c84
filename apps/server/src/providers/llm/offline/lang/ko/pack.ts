import type { LanguagePack, SectionBank } from '../../types';
import { extraBands, extraKinds, extraReflect, extraShared } from './extra';
import { ko as lexicon } from './lexicon';
import { place } from './place';
import { live } from './live';
import { sky } from './sky';
import { themesA } from './themes-a';
import { themesB } from './themes-b';

const more = (bank: SectionBank, items: string[]): SectionBank => ({ ...bank, items: [...bank.items, ...items] });
const themes = { ...themesA, ...themesB };

export const koreanPack: LanguagePack = {
  ...lexicon,
  ...place,
  ...sky,
  live,
  here: more(place.here, extraShared.here),
  land: more(place.land, extraShared.land),
  city: more(place.city, extraShared.city),
  coords: more(sky.coords, extraShared.coords),
  sky: more(sky.sky, extraShared.sky),
  season: more(sky.season, extraShared.season),
  moon: more(sky.moon, extraShared.moon),
  walk: more(sky.walk, extraShared.walk),
  calendar: more(sky.calendar, extraShared.calendar),
  musing: more(sky.musing, extraShared.musing),
  kinds: Object.fromEntries(
    Object.entries(place.kinds).map(([kind, items]) => [
      kind,
      [...items, ...extraKinds[kind as keyof typeof extraKinds]],
    ]),
  ) as LanguagePack['kinds'],
  bands: Object.fromEntries(
    Object.entries(place.bands).map(([band, items]) => [
      band,
      [...items, ...extraBands[band as keyof typeof extraBands]],
    ]),
  ) as LanguagePack['bands'],
  themes: Object.fromEntries(
    Object.entries(themes).map(([id, bank]) => [
      id,
      { ...bank, reflect: [...bank.reflect, ...extraReflect[id as keyof typeof extraReflect]] },
    ]),
  ) as LanguagePack['themes'],
};
