import type { LandmarkBank } from '../landmark-bank';
import type { LanguagePack, LiveBank, Lexicon } from '../types';

/**
 * What a language says in code rather than in its bank (bank.json): inflections of names
 * ({country|the}), multipliers, clock times, durations and years. Everything else is data.
 */
export interface LanguageGrammar {
  lexicon: Pick<Lexicon, 'times' | 'clock' | 'duration' | 'placeName'>;
  forms: LanguagePack['forms'];
  /** Units this language's listeners also think in. */
  live?: Pick<LiveBank, 'fahrenheit'>;
  landmark: Pick<LandmarkBank, 'year' | 'when' | 'span'>;
}
