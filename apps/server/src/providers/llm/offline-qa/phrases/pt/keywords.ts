import type { QaKeywords } from '../../types';

export const keywords: QaKeywords = {
  intents: {
    recall: `você disse|você falou|você mencionou|disse sobre|o relato|a narração|mais sobre|repete|repita`,
    tour: `este passeio|o passeio|este roteiro|qual parada|que parada|número da parada|quantas paradas`,
    clock: `que horas são|que hora é|hora local|fuso horário|que dia é|que data|a data`,
    sun: `pôr do sol|por do sol|o sol se põe|nascer do sol|o sol nasce|amanhecer|anoitecer|escurece|fica escuro
      |crepúsculo|horas de luz|luz do dia|duração do dia|meio-dia|hora dourada|o sol$`,
    moon: `lua|lunar`,
    season: `estação do ano|que estação|solstício|equinócio|verão|inverno|primavera|outono|dia mais longo
      |dia mais curto`,
    weather: `tempo está|como está o tempo|clima|temperatura|chuva|chove|chover|previsão|vento|neve|nublado
      |nuvens|guarda-chuva|calor|frio`,
    news: `notícia|manchete|acontecendo|evento|show|festival`,
    population: `população|habitantes|quantas pessoas|quanta gente|quantos moram|moram aqui|vivem aqui
      |qual o tamanho|tamanho`,
    distance: `distância|que distância|quão longe|longe fica|longe está|qual direção|que direção|onde fica
      |onde está|como chego|quilômetro`,
    neighbours: `perto|por aqui|ao redor|arredores|vizinh|mais próxim|cidades próximas|outros lugares`,
    country: `país|qual estado|que estado|região|província|nação|coordenadas|latitude|longitude`,
    history: `história|histórico|quem$|por que|por quê|construí|fundad|fundou|nome vem|se chama assim|origem
      |viveu|viveram|famos|projetou|projetad|arquitet|quando foi|século|lenda|fantasma`,
    overview: `fale sobre|fala sobre|me conte|me conta|este lugar|esse lugar|onde estou|onde estamos
      |o que é isto|o que é isso|que lugar|que cidade|descreva|como se chama`,
  },
  stopWords: `o a os as um uma uns umas e ou mas de do da dos das em no na nos nas ao aos à às por pelo pela para
     com sobre é são era foi ser estar está estão isto isso este esta esse essa aqui aí ali lá que qual quais quem
     quando onde como quanto quanta quantos quantas por me mim te você se nos lhe seu sua disse dizer falou fale
     conte relato narração história mencionou mais muito também ainda lugar longe perto favor`,
};
