import { era } from '../../landmark-bank';
import type { LanguageGrammar } from '../grammar';

/** The last sound of a word: a Hangul final consonant, a digit read aloud, or a Latin letter's usual reading. */
function finalConsonant(word: string): { batchim: boolean; rieul: boolean } {
  const last = [...word.replace(/[\s\p{P}\p{S}]+$/u, '')].pop() ?? '';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return { batchim: jong !== 0, rieul: jong === 8 };
  }
  // 영, 일, 삼, 육, 칠, 팔 end in a consonant; 이, 사, 오, 구 do not.
  if (/\d/u.test(last)) return { batchim: '013678'.includes(last), rieul: '178'.includes(last) };
  // Loanwords keep a final l, m or n as a consonant; a final t, k or p gains a vowel ("트", "크", "프").
  const latin = word.replace(/[\s\p{P}\p{S}]+$/u, '');
  return { batchim: /(l|m|n|ng)$/iu.test(latin), rieul: /l$/iu.test(latin) };
}

const particle = (withBatchim: string, without: string) => (word: string) =>
  word + (finalConsonant(word).batchim ? withBatchim : without);

const year = (y: number, approx = false) => {
  const { n, bc } = era(y);
  return `${bc ? '기원전 ' : ''}${n}년${approx ? '경' : ''}`;
};

/** How Korean says what its bank (bank.json) cannot: inflections, counts, clock times and years. */
export const grammar: LanguageGrammar = {
  lexicon: {
    times: (x) => `${x}배`,
    clock: (hour, minute) => `${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}시${minute ? ` ${minute}분` : ''}`,
    duration: (hours, minutes) =>
      [hours ? `${hours}시간` : '', minutes || !hours ? `${minutes}분` : ''].filter(Boolean).join(' '),
  },
  forms: {
    eun: particle('은', '는'),
    i: particle('이', '가'),
    eul: particle('을', '를'),
    wa: particle('과', '와'),
    imyeo: particle('이며', '며'),
    ran: particle('이라는', '라는'),
    igo: particle('이고', '고'),
    ida: particle('이다', '다'),
    ro: (word) => {
      const { batchim, rieul } = finalConsonant(word);
      return word + (batchim && !rieul ? '으로' : '로');
    },
  },
  landmark: {
    year,
    when: (y, end, approx) => (end ? `${year(y)}부터 ${year(end)}까지` : `${year(y, approx)}에`),
    span: (from, until) => (until ? `${year(from)}부터 ${year(until)}까지` : `${year(from)}부터`),
  },
};
