import type { LanguagePack } from '../../types';
import { pt as lexicon } from './lexicon';
import { place } from './place';
import { sky } from './sky';
import { themesA } from './themes-a';
import { themesB } from './themes-b';

export const portuguesePack: LanguagePack = { ...lexicon, ...place, ...sky, themes: { ...themesA, ...themesB } };
