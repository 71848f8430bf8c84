/** Japanese text with every kanji word replaced by its spoken reading in katakana (particles as said: は -> ワ). */
export declare function toKana(text: string): Promise<string>;
