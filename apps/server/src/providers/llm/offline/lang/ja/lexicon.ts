import type { LanguagePack } from '../../types';

const DIR = { N: '北', NE: '北東', E: '東', SE: '南東', S: '南', SW: '南西', W: '西', NW: '北西' } as const;

export const ja: Pick<LanguagePack, 'code' | 'title' | 'lexicon' | 'forms' | 'extract'> = {
  code: 'ja',
  title: '{theme}：{place}',
  lexicon: {
    dir: DIR,
    dirTo: {
      N: '北の方角',
      NE: '北東の方角',
      E: '東の方角',
      SE: '南東の方角',
      S: '南の方角',
      SW: '南西の方角',
      W: '西の方角',
      NW: '北西の方角',
    },
    latitude: { north: '北緯', south: '南緯' },
    hemisphere: { north: '北半球', south: '南半球' },
    side: { left: '左', right: '右' },
    longitude: { east: '東経', west: '西経' },
    pole: { north: '北極', south: '南極' },
    moon: {
      new: '新月',
      waxing_crescent: '三日月',
      first_quarter: '上弦の月',
      waxing_gibbous: '満ちていく月',
      full: '満月',
      waning_gibbous: '欠けはじめた月',
      last_quarter: '下弦の月',
      waning_crescent: '細い有明の月',
    },
    season: { spring: '春', summer: '夏', autumn: '秋', winter: '冬' },
    marker: { march_equinox: '春分', june_solstice: '夏至', september_equinox: '秋分', december_solstice: '冬至' },
    markerSouth: { march_equinox: '秋分', june_solstice: '冬至', september_equinox: '春分', december_solstice: '夏至' },
    times: (x) => `${x}倍`,
    clock: (hour, minute) => `${hour < 12 ? '午前' : '午後'}${hour % 12}時${minute ? `${minute}分` : ''}`,
    duration: (hours, minutes) => `${hours ? `${hours}時間` : ''}${minutes || !hours ? `${minutes}分` : ''}`,
  },
  forms: {},
  extract: [
    '{source}の「{title}」には、こう書かれています。{text}',
    '{source}によれば、「{title}」についてはこうです。{text}',
    'もうひとつ、{source}からの情報です。{text}',
    '{source}の「{title}」の項目は、次のように補っています。{text}',
  ],
};
