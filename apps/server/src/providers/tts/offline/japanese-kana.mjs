// Plain JavaScript so the espeak worker can load it under tsx, vitest and plain node alike.
// espeak's Japanese voice reads only kana: kanji come out as "Chinese letter", so every kanji word is
// replaced by its kuromoji reading first.
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji from 'kuromoji';

const require = createRequire(import.meta.url);
const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆ヶ]/u;

let tokenizerPromise = null;

// Building the dictionary takes about a second and ~100 MB, so it happens once, on first use.
function loadTokenizer() {
  if (!tokenizerPromise) {
    const dicPath = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
    tokenizerPromise = new Promise((resolve, reject) => {
      kuromoji.builder({ dicPath }).build((error, tokenizer) => (error ? reject(error) : resolve(tokenizer)));
    });
    // A failed build is retried on the next call instead of failing every call after it.
    tokenizerPromise.catch(() => {
      tokenizerPromise = null;
    });
  }
  return tokenizerPromise;
}

/** Japanese text with every kanji word replaced by its spoken reading in katakana (particles as said: は -> ワ). */
export async function toKana(text) {
  const tokenizer = await loadTokenizer();
  return tokenizer
    .tokenize(text)
    .map((token) => readingOf(token, tokenizer))
    .join('');
}

function readingOf(token, tokenizer) {
  const reading = spoken(token);
  if (reading) return reading;
  if (!KANJI.test(token.surface_form)) return token.surface_form;
  // A kanji compound the dictionary does not know: read it character by character, and drop any
  // character without a reading rather than let espeak say "Chinese letter".
  return [...token.surface_form]
    .map((char) => (KANJI.test(char) ? (spoken(tokenizer.tokenize(char)[0]) ?? '') : char))
    .join('');
}

function spoken(token) {
  for (const reading of [token?.pronunciation, token?.reading]) {
    if (reading && reading !== '*') return reading;
  }
  return undefined;
}
