import type { LiveBank } from '../../types';

export const live: LiveBank = {
  sky: {
    clear: '맑음',
    mainlyClear: '대체로 맑음',
    partlyCloudy: '구름 조금',
    overcast: '흐림',
    fog: '안개',
    drizzle: '이슬비',
    freezingRain: '어는 비',
    rain: '비',
    heavyRain: '강한 비',
    snow: '눈',
    showers: '소나기',
    snowShowers: '눈 소나기',
    thunderstorm: '뇌우',
  },
  weather: {
    open: [
      '{wSource}에 따르면 지금 {place}의 날씨는 {wSky}, 기온은 {wTemp}입니다.',
      '{wSource}의 자료로 {place}의 현재 날씨를 전해 드립니다. 날씨는 {wSky}, 기온은 {wTemp}입니다.',
      '{wSource}의 자료로 {place}의 현재 날씨를 전해 드립니다. 지금 기온은 {wTemp}입니다.',
    ],
    tomorrow: [
      '내일 {d1Day}의 예보는 {d1Sky}, 최고 기온 {d1High}, 최저 기온 {d1Low}입니다.',
      '{wSource}에 따르면 내일 {d1Day}에는 날씨가 {d1Sky}, 기온은 최저 {d1Low}에서 최고 {d1High} 사이로 예상됩니다.',
      '내일 {d1Day}의 기온은 최저 {d1Low}에서 최고 {d1High} 사이로 예상됩니다.',
    ],
    wind: ['바람은 {wWind} 정도로 불고 있습니다.', '걷는 동안 {wWind} 정도의 바람을 느끼실 겁니다.'],
    calm: ['지금은 바람이 거의 없습니다.'],
    later: ['{d2Day}의 예보는 {d2Sky}, 기온은 {d2Low}에서 {d2High} 사이입니다.'],
    today: ['오늘 최고 기온은 {d0High}로 예상되고, 밤에는 {d0Low} 정도까지 내려가겠습니다.'],
    feels: ['바람과 습도 때문에 체감 온도는 {wFeels} 정도입니다.'],
    rain: ['{wSource}의 최근 관측에서는 {wRain}의 강수가 기록되었습니다.'],
  },
  news: {
    open: [
      '{place}에 관한 최근 뉴스 헤드라인을, 보도한 매체와 함께 소개합니다.',
      '먼저 뉴스부터 살펴보겠습니다. {place}에 관해 언론에 실린 최신 기사들입니다.',
    ],
    item: ['{source}의 기사, “{title}”.', '“{title}”, {source}에서 보도했습니다.'],
    dated: ['{date}, {source} 보도: “{title}”.', '“{title}”, {source}에서 {date}에 보도했습니다.'],
  },
  events: {
    open: [
      '공개된 행사 목록에서, 앞으로 며칠 동안 {place} 주변에서 열리는 행사를 소개합니다.',
      '수첩에 적어 둘 만한 실제 일정입니다. 앞으로 일주일 동안 {place} 근처에서 예정된 행사들입니다.',
    ],
    item: ['“{title}”, {source}에 실린 행사입니다.'],
    at: ['“{title}”, 장소는 {venue}, {source}에 실린 행사입니다.'],
    on: ['{date}, “{title}”, {source}에 실린 행사입니다.'],
    atOn: ['{date}, “{title}”, 장소는 {venue}, {source}에 실린 행사입니다.'],
  },
};
