import type { LanguagePack } from '../../types';

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

export const ko: Pick<LanguagePack, 'code' | 'title' | 'lexicon' | 'forms' | 'extract'> = {
  code: 'ko',
  title: '{theme}: {place}',
  lexicon: {
    dir: { N: '북쪽', NE: '북동쪽', E: '동쪽', SE: '남동쪽', S: '남쪽', SW: '남서쪽', W: '서쪽', NW: '북서쪽' },
    dirTo: {
      N: '북쪽으로',
      NE: '북동쪽으로',
      E: '동쪽으로',
      SE: '남동쪽으로',
      S: '남쪽으로',
      SW: '남서쪽으로',
      W: '서쪽으로',
      NW: '북서쪽으로',
    },
    latitude: { north: '북위', south: '남위' },
    hemisphere: { north: '북반구', south: '남반구' },
    side: { left: '왼쪽', right: '오른쪽' },
    longitude: { east: '동경', west: '서경' },
    pole: { north: '북극', south: '남극' },
    moon: {
      new: '신월',
      waxing_crescent: '초승달',
      first_quarter: '상현달',
      waxing_gibbous: '차오르는 달',
      full: '보름달',
      waning_gibbous: '기울기 시작한 달',
      last_quarter: '하현달',
      waning_crescent: '그믐달',
    },
    season: { spring: '봄', summer: '여름', autumn: '가을', winter: '겨울' },
    marker: { march_equinox: '춘분', june_solstice: '하지', september_equinox: '추분', december_solstice: '동지' },
    markerSouth: { march_equinox: '추분', june_solstice: '동지', september_equinox: '춘분', december_solstice: '하지' },
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
  extract: [
    '{source}의 「{title}」 항목에는 이렇게 적혀 있습니다. {text}',
    '{source}에 따르면, 「{title}」에 대해서는 이렇습니다. {text}',
    '{source}에서 가져온 사실을 하나 더 소개합니다. {text}',
    '{source}의 「{title}」 항목은 이런 내용을 덧붙입니다. {text}',
  ],
};
