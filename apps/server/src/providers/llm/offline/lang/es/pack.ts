import type { LanguagePack } from '../../types';
import { es as lexicon } from './lexicon';
import { place } from './place';
import { sky } from './sky';
import { themesA } from './themes-a';
import { themesB } from './themes-b';

export const spanishPack: LanguagePack = { ...lexicon, ...place, ...sky, themes: { ...themesA, ...themesB } };
