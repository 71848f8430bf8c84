import type { LanguagePack } from '../../types';
import { pt as lexicon } from './lexicon';
import { place } from './place';
import { live } from './live';
import { sky } from './sky';
import { themesA } from './themes-a';
import { themesB } from './themes-b';

export const portuguesePack: LanguagePack = { ...lexicon, ...place, ...sky, live, themes: { ...themesA, ...themesB } };
