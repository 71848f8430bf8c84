import type { LiveBank } from '../../types';

export const live: LiveBank = {
  sky: {
    clear: '晴朗',
    mainlyClear: '大致晴朗',
    partlyCloudy: '晴间多云',
    overcast: '阴天',
    fog: '有雾',
    drizzle: '毛毛雨',
    freezingRain: '冻雨',
    rain: '有雨',
    heavyRain: '大雨',
    snow: '有雪',
    showers: '阵雨',
    snowShowers: '阵雪',
    thunderstorm: '雷雨',
  },
  weather: {
    open: [
      '据{wSource}的数据，{place}此刻{wSky}，气温{wTemp}。',
      '这是{place}的实时天气，数据来自{wSource}：现在{wSky}，气温{wTemp}。',
      '这是{place}的实时天气，数据来自{wSource}：现在气温{wTemp}。',
    ],
    tomorrow: [
      '明天{d1Day}，{wSource}预报{d1Sky}，最高气温{d1High}，最低气温{d1Low}。',
      '明天{d1Day}的预报是{d1Sky}，气温在最低{d1Low}到最高{d1High}之间。',
      '明天{d1Day}的气温预计在最低{d1Low}到最高{d1High}之间。',
    ],
    wind: ['现在的风速大约是{wWind}。', '走路的时候，你会感到大约{wWind}的风。'],
    calm: ['此刻几乎没有风。'],
    later: ['{d2Day}预计{d2Sky}，气温在{d2Low}到{d2High}之间。'],
    today: ['今天的最高气温预计为{d0High}，夜里会降到{d0Low}左右。'],
    feels: ['受风和湿度影响，体感温度大约是{wFeels}。'],
    rain: ['{wSource}最近一次观测记录到{wRain}的降水。'],
  },
  news: {
    open: [
      '下面是最近提到{place}的新闻标题，每条都附上发布它的媒体。',
      '先从新闻说起：这些是媒体上最新提到{place}的报道。',
    ],
    item: ['来自{source}：“{title}”。', '“{title}”，{source}报道。'],
    dated: ['{date}，{source}报道：“{title}”。', '“{title}”，{source}于{date}报道。'],
  },
  events: {
    open: [
      '下面是公开活动列表中，未来几天{place}周边的活动安排。',
      '几个可以记进日程的真实日期：这些是{place}附近未来一周的活动。',
    ],
    item: ['“{title}”，刊登于{source}。'],
    at: ['“{title}”，地点在{venue}，刊登于{source}。'],
    on: ['{date}：“{title}”，刊登于{source}。'],
    atOn: ['{date}：“{title}”，地点在{venue}，刊登于{source}。'],
  },
};
