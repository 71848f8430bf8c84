import { era } from '../../landmark-bank';
import type { LanguageGrammar } from '../grammar';

/** "早上5点46分", "晚上9点57分": the part of the day, then a 12-hour clock. */
function clock(hour: number, minute: number): string {
  const part =
    hour < 5 ? '凌晨' : hour < 9 ? '早上' : hour < 12 ? '上午' : hour < 13 ? '中午' : hour < 18 ? '下午' : '晚上';
  return `${part}${hour % 12 || 12}点${minute ? `${minute}分` : '整'}`;
}

const year = (y: number, approx = false) => {
  const { n, bc } = era(y);
  return `${approx ? '约' : ''}${bc ? '公元前' : ''}${n}年`;
};

/** How Chinese says what its bank (bank.json) cannot: inflections, counts, clock times and years. */
export const grammar: LanguageGrammar = {
  lexicon: {
    times: (x) => `${x}倍`,
    clock,
    duration: (hours, minutes) => `${hours ? `${hours}小时` : ''}${minutes || !hours ? `${minutes}分钟` : ''}`,
  },
  forms: {},
  landmark: {
    year,
    when: (y, end, approx) => (end ? `${year(y)}至${year(end)}` : year(y, approx)),
    span: (from, until) => (until ? `从${year(from)}到${year(until)}` : `自${year(from)}起`),
  },
};
