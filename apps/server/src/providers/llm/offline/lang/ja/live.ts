import type { LiveBank } from '../../types';

export const live: LiveBank = {
  sky: {
    clear: '快晴',
    mainlyClear: 'おおむね晴れ',
    partlyCloudy: '晴れ時々くもり',
    overcast: 'くもり',
    fog: '霧',
    drizzle: '霧雨',
    freezingRain: '着氷性の雨',
    rain: '雨',
    heavyRain: '強い雨',
    snow: '雪',
    showers: 'にわか雨',
    snowShowers: 'にわか雪',
    thunderstorm: '雷雨',
  },
  weather: {
    open: [
      '{wSource}によると、いまの{place}は{wSky}で、気温は{wTemp}です。',
      '{place}のいまの天気を{wSource}のデータでお伝えします。{wSky}、気温は{wTemp}です。',
      '{place}のいまの天気を{wSource}のデータでお伝えします。気温は{wTemp}です。',
    ],
    tomorrow: [
      'あす{d1Day}の予報は{d1Sky}で、最高気温は{d1High}、最低気温は{d1Low}の見込みです。',
      '{wSource}によると、あす{d1Day}は{d1Sky}、気温は最低{d1Low}から最高{d1High}までの予想です。',
      'あす{d1Day}の気温は、最低{d1Low}から最高{d1High}までの予想です。',
    ],
    wind: ['風は{wWind}ほどで吹いています。', '歩くときは、{wWind}ほどの風を感じるでしょう。'],
    calm: ['いまはほとんど風がありません。'],
    later: ['{d2Day}は{d2Sky}の予報で、気温は{d2Low}から{d2High}の見込みです。'],
    today: ['きょうの最高気温は{d0High}の予想で、夜は{d0Low}ほどまで下がりそうです。'],
    feels: ['風と湿度のせいで、体感温度は{wFeels}ほどです。'],
    rain: ['{wSource}の最新の観測では、{wRain}の降水がありました。'],
  },
  news: {
    open: [
      '{place}に触れた最近のニュースの見出しを、掲載したメディアの名前とともにご紹介します。',
      'まずはニュースから。{place}について報じた最新の記事の見出しです。',
    ],
    item: ['{source}より、「{title}」。', '「{title}」、{source}の記事です。'],
    dated: ['{date}の{source}の記事、「{title}」。', '「{title}」、{date}に{source}が伝えました。'],
  },
  events: {
    open: [
      'この先数日のあいだに{place}の周辺で予定されている催しを、公開のイベント情報からご紹介します。',
      '手帳に書き込める本物の予定です。{place}の近くで、この一週間に予定されている催しをどうぞ。',
    ],
    item: ['「{title}」、{source}に掲載されています。'],
    at: ['「{title}」、会場は{venue}、{source}に掲載されています。'],
    on: ['{date}、「{title}」、{source}に掲載されています。'],
    atOn: ['{date}、「{title}」、会場は{venue}、{source}に掲載されています。'],
  },
};
