import type { LiveBank } from '../../types';

export const live: LiveBank = {
  sky: {
    clear: 'céu limpo',
    mainlyClear: 'céu quase limpo',
    partlyCloudy: 'céu parcialmente nublado',
    overcast: 'céu encoberto',
    fog: 'nevoeiro',
    drizzle: 'garoa',
    freezingRain: 'chuva congelante',
    rain: 'chuva',
    heavyRain: 'chuva forte',
    snow: 'neve',
    showers: 'pancadas de chuva',
    snowShowers: 'pancadas de neve',
    thunderstorm: 'trovoadas',
  },
  weather: {
    open: [
      'Neste momento, em {place}, {wSource} indica {wTemp} e {wSky}.',
      'Este é o tempo ao vivo em {place}, segundo {wSource}: {wTemp}, com {wSky}.',
      'Este é o tempo ao vivo em {place}, segundo {wSource}: neste momento faz {wTemp}.',
    ],
    tomorrow: [
      'Para amanhã, {d1Day}, {wSource} prevê {d1Sky}, com máxima de {d1High} e mínima de {d1Low}.',
      'A previsão para amanhã, {d1Day}, é de {d1Sky}, entre uma mínima de {d1Low} e uma máxima de {d1High}.',
      'Amanhã, {d1Day}, as temperaturas vão de uma mínima de {d1Low} a uma máxima de {d1High}.',
    ],
    wind: ['O vento sopra a cerca de {wWind}.', 'Conte com um vento de cerca de {wWind} enquanto caminha.'],
    calm: ['Neste momento quase não há vento.'],
    later: ['Para {d2Day}, a expectativa é de {d2Sky}, com temperaturas entre {d2Low} e {d2High}.'],
    today: ['A máxima de hoje deve chegar a {d0High}, e à noite a temperatura cai para cerca de {d0Low}.'],
    feels: ['Com o vento e a umidade, a sensação térmica é de {wFeels}.'],
    rain: ['{wSource} registrou {wRain} de chuva ou neve na última medição.'],
  },
  news: {
    open: [
      'Aqui estão manchetes recentes que mencionam {place}, cada uma com o veículo que a publicou.',
      'Vamos começar pelas notícias: estas são as últimas reportagens da imprensa que falam de {place}.',
    ],
    item: ['“{title}”, de {source}.', 'No {source}: “{title}”.'],
    dated: ['Em {date}, {source} publicou: “{title}”.', '“{title}”, publicado por {source} em {date}.'],
  },
  events: {
    open: [
      'Veja o que está anunciado perto de {place} para os próximos dias, segundo listas abertas de eventos.',
      'Algumas datas reais para a sua agenda: estes eventos perto de {place} estão anunciados para a próxima semana.',
    ],
    item: ['“{title}”, anunciado em {source}.'],
    at: ['“{title}”, em {venue}, anunciado em {source}.'],
    on: ['Em {date}: “{title}”, anunciado em {source}.'],
    atOn: ['Em {date}, “{title}”, em {venue}, anunciado em {source}.'],
  },
};
