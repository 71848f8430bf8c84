// Letters that Unicode decomposition does not reduce to ASCII.
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The key under which a place name is matched: lower case, Latin accents dropped (é -> e),
 * punctuation dropped ("D.C." -> "dc", "Xi’an" -> "xian"), hyphens and runs of spaces as one space.
 * Only the Latin combining marks are removed, so kana and hangul keep their exact spelling.
 */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđðþı]/g, (c) => SPECIAL[c] ?? c)
    .replace(/[.'’‘`ʻʼ"“”,()]/g, '')
    .replace(/[\s\-_/]+/g, ' ')
    .trim()
    .normalize('NFC');
}
