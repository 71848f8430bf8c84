import type { LanguagePack } from '../../types';

/** "早上5点46分", "晚上9点57分": the part of the day, then a 12-hour clock. */
function clock(hour: number, minute: number): string {
  const part =
    hour < 5 ? '凌晨' : hour < 9 ? '早上' : hour < 12 ? '上午' : hour < 13 ? '中午' : hour < 18 ? '下午' : '晚上';
  return `${part}${hour % 12 || 12}点${minute ? `${minute}分` : '整'}`;
}

export const zh: Pick<LanguagePack, 'code' | 'title' | 'lexicon' | 'forms' | 'extract'> = {
  code: 'zh',
  title: '{theme}：{place}',
  lexicon: {
    dir: { N: '北', NE: '东北', E: '东', SE: '东南', S: '南', SW: '西南', W: '西', NW: '西北' },
    dirTo: {
      N: '北边',
      NE: '东北方向',
      E: '东边',
      SE: '东南方向',
      S: '南边',
      SW: '西南方向',
      W: '西边',
      NW: '西北方向',
    },
    latitude: { north: '北纬', south: '南纬' },
    hemisphere: { north: '北半球', south: '南半球' },
    side: { left: '左', right: '右' },
    longitude: { east: '东经', west: '西经' },
    pole: { north: '北极', south: '南极' },
    moon: {
      new: '新月',
      waxing_crescent: '娥眉月',
      first_quarter: '上弦月',
      waxing_gibbous: '盈凸月',
      full: '满月',
      waning_gibbous: '亏凸月',
      last_quarter: '下弦月',
      waning_crescent: '残月',
    },
    season: { spring: '春季', summer: '夏季', autumn: '秋季', winter: '冬季' },
    marker: { march_equinox: '春分', june_solstice: '夏至', september_equinox: '秋分', december_solstice: '冬至' },
    markerSouth: { march_equinox: '秋分', june_solstice: '冬至', september_equinox: '春分', december_solstice: '夏至' },
    times: (x) => `${x}倍`,
    clock,
    duration: (hours, minutes) => `${hours ? `${hours}小时` : ''}${minutes || !hours ? `${minutes}分钟` : ''}`,
  },
  forms: {},
  extract: [
    '{source}关于“{title}”是这样写的：{text}',
    '据{source}的“{title}”条目记载：{text}',
    '再补充一条，来自{source}：{text}',
    '{source}的“{title}”条目还提到：{text}',
  ],
};
