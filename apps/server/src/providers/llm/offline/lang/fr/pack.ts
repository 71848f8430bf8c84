import type { LanguagePack } from '../../types';
import { fr as lexicon } from './lexicon';
import { place } from './place';
import { sky } from './sky';
import { themesA } from './themes-a';
import { themesB } from './themes-b';

export const frenchPack: LanguagePack = { ...lexicon, ...place, ...sky, themes: { ...themesA, ...themesB } };
