import type { LanguagePack } from '../../types';
import { zh as lexicon } from './lexicon';
import { place } from './place';
import { live } from './live';
import { sky } from './sky';
import { themesA } from './themes-a';
import { themesB } from './themes-b';

export const chinesePack: LanguagePack = { ...lexicon, ...place, ...sky, live, themes: { ...themesA, ...themesB } };
