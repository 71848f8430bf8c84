import type { LanguagePack } from '../../types';

export const sky: Pick<LanguagePack, 'coords' | 'sky' | 'season' | 'moon' | 'walk' | 'calendar' | 'musing'> = {
  coords: {
    lead: [
      'No globo, você está a {lat} graus de latitude {ns} e {lng} graus de longitude {ew}.',
      'Suas coordenadas neste momento são {lat} graus {ns} e {lng} graus {ew}.',
    ],
    items: [
      'A linha do equador fica a cerca de {equatorKm} {equatorDirTo}.',
      'Em linha reta, o {pole} está a cerca de {poleKm} {poleDirTo}.',
      'Como a Terra gira, o chão sob os seus pés se desloca para leste a cerca de {speed}, mesmo que você esteja completamente parado.',
      'Se você desse a volta ao mundo seguindo este paralelo, percorreria cerca de {circle}.',
      'O ponto exatamente oposto do globo, do outro lado do centro da Terra, fica a {antiLat} graus {antiNs} e {antiLng} graus {antiEw}.',
      'Você está dentro dos trópicos; a linha do trópico passa cerca de {tropicKm} mais longe do equador.',
      'Um grau de latitude mede cerca de cento e onze quilômetros no chão em qualquer lugar da Terra, então cada passo na segunda casa decimal das suas coordenadas vale mais ou menos um quilômetro.{@degree111}',
      'Os meridianos se encontram nos polos, e é por isso que um grau de longitude aqui é mais curto do que no equador.',
    ],
  },
  sky: {
    lead: [
      'Hoje, {today}, o sol nasce às {sunrise} e se põe às {sunset}.',
      'O nascer do sol hoje é às {sunrise}, e o pôr do sol às {sunset}.',
      'Hoje, {today}, o sol fica acima do horizonte por {dayLength}.',
      'Hoje, {polarDay}, o sol não se põe aqui em momento algum: é a temporada do sol da meia-noite.',
      'Hoje, {polarNight}, o sol nem chega a nascer aqui; a noite polar o mantém abaixo do horizonte.',
    ],
    items: [
      'Isso dá a {place} {dayLength} de luz hoje, e {nightLength} de noite.',
      'A aurora civil, aquela luz suave antes do nascer do sol em que daria para ler ao ar livre sem lâmpada, começa às {dawn}.',
      'Depois do pôr do sol, o céu continua claro por mais {twilight}; o crepúsculo civil termina às {dusk}.',
      'O sol atinge o ponto mais alto às {noon}, o verdadeiro meio-dia local, a {noonAlt} acima do horizonte.',
      'No meio-dia solar, o sol fica exatamente {noonDirTo}, então as paredes voltadas para o {noonDir} recebem a luz mais forte do dia.',
      'Hoje o sol nasce {riseDirTo} e se põe {setDirTo}; olhe para lá se quiser ver um ou outro.',
      'Hoje o dia dura {gain} a mais que ontem; os dias aqui ainda estão crescendo.',
      'Hoje o dia dura {loss} a menos que ontem; os dias aqui estão encurtando.',
      'O dia mais longo do ano, por volta de {longestDate}, tem aqui {longest} de luz; o mais curto, por volta de {shortestDate}, só {shortest}.',
      'A hora dourada, quando a luz fica quente e as sombras se alongam, começa hoje por volta das {golden}.',
      'Hoje ao meio-dia, uma pessoa de um metro e setenta projeta uma sombra de cerca de {shadow}.',
      'O horário do sol em {place} é calculado a partir da sua posição no globo e da data de hoje, como fazem os astrônomos, e vale não importa o que as nuvens façam.',
    ],
  },
  season: {
    lead: ['Astronomicamente falando, é {season} no {hemisphere}.', 'Pelo calendário astronômico, aqui é {season}.'],
    items: [
      'O próximo ponto de virada do ano será {marker}, em {markerDate}, daqui a {markerDays}.',
      'Dentro dos trópicos, o sol passa exatamente a pino duas vezes por ano; aqui isso acontece por volta de {zenith1} e de {zenith2}, quando ao meio-dia a sua sombra quase some debaixo dos pés.',
      'As estações são a inclinação da Terra tornada visível: o eixo dela pende cerca de vinte e três graus e meio, e por isso durante metade do ano o {hemisphere} se inclina para o sol.{@tilt}',
      'As estações se invertem dos dois lados do equador, então neste momento o outro hemisfério vive a estação oposta.',
      'Uma estação não é só questão de temperatura: a duração do dia, o ângulo da luz e o caminho do sol no céu mudam com ela.',
      'Quanto mais alto o sol do meio-dia, mais energia recebe cada metro quadrado de chão, e essa geometria simples basta para deixar uma estação quente ou fria.',
    ],
  },
  moon: {
    lead: [
      'Esta noite a lua é {moonPhase}, com cerca de {moonPct} iluminados.',
      'A lua de hoje é {moonPhase}, com uns {moonPct} do disco iluminados.',
    ],
    items: [
      'A próxima lua cheia chega daqui a {daysToFull}.',
      'A próxima lua nova, quando o céu fica mais escuro para ver estrelas, chega daqui a {daysToNew}.',
      'Vista do {hemisphere}, uma lua crescente fica iluminada do lado {waxSide}, e uma minguante do lado {waneSide}.',
      'A fase da lua é a mesma para todo mundo na Terra numa mesma noite, então alguém muito longe está vendo exatamente a mesma forma que você.{@moonSame}',
    ],
  },
  walk: {
    items: [
      'Se você tiver dez minutos, caminhe na direção de {n1}, que fica {n1DirTo}, e repare em como os prédios, o trânsito e os sons mudam pelo caminho.',
      'Uma boa regra para explorar {place}: pegue a primeira rua que você normalmente ignoraria e volte por outra.',
      'Pare na esquina mais movimentada que encontrar e fique ali dois minutos; você vai aprender mais sobre o ritmo de {place} do que em qualquer guia.',
      'Olhe para cima enquanto caminha: os andares de cima costumam manter a forma original muito depois que as vitrines de baixo mudaram.{@upperFloors}',
      'Com o pôr do sol às {sunset}, tente estar em algum lugar com vista livre {setDirTo} quando o dia terminar.',
      'Aonde quer que você vá agora, deixe o celular no bolso nos primeiros cinco minutos; seus olhos vão encontrar coisas que nenhuma tela mostra.',
    ],
  },
  calendar: {
    items: [
      'Hoje é o {dayOfYear}º dia do ano, e faltam {daysLeft} para ele terminar.',
      'O último ponto de virada do ano, {lastMarker}, foi há {sinceMarker}, e desde então a luz vem mudando um pouco a cada dia.',
      'Hoje é {weekday}, e o ritmo da semana, com seus dias de trabalho e de descanso, molda um lugar tanto quanto as estações.',
      'O mês é uma herança da lua: um ciclo completo de fases dura cerca de vinte e nove dias e meio, mais ou menos o tamanho de um mês.',
      'Um ano dura cerca de trezentos e sessenta e cinco dias e um quarto, e por isso quase a cada quatro anos se acrescenta um dia bissexto.',
      'Aonde quer que você viaje, a data do calendário é compartilhada com milhões de pessoas, mas o horário do sol em {place} pertence só a este lugar.',
      'Muitas festas do mundo caem perto dos solstícios e equinócios, porque durante quase toda a história o sol foi o único calendário que todos sabiam ler.{@solsticeFestivals}',
    ],
  },
  musing: {
    items: [
      'Viajar é sobretudo um jeito de prestar atenção, e essa mesma atenção funciona muito bem de volta em casa.',
      'Um lugar é mais do que a soma dos seus fatos: os fatos são o mapa, e quem o percorre é você.',
      'Ninguém vê um lugar duas vezes do mesmo jeito: a luz, a estação e o seu próprio humor o mudam a cada vez.',
      'Daqui a um ano, o que você vai lembrar deste momento provavelmente será algo pequeno, um som, uma cor ou um rosto.',
      'Cada rua foi traçada por alguém para alguém, e adivinhar para quem é um jogo tranquilo que nunca cansa.',
      'A gentileza de estranhos é a lembrança de viagem mais comum, e uma das melhores.',
      'Estar num lugar pela primeira vez é um presente que só se recebe uma vez, então se permita ser iniciante.',
      'Os mapas achatam o mundo; caminhar devolve a ele as ladeiras, os cheiros e o barulho.',
      'O mais interessante de qualquer lugar costuma ser a gente que vive nele, e ela costuma estar a uma pergunta gentil de distância.',
      'Um guia pode dizer para onde olhar; o que você vê, só você decide.',
      'Os melhores momentos de uma viagem raramente estão no roteiro: acontecem entre dois lugares que você queria ver.',
      'Sentar cinco minutos num lugar novo é subestimado: aos poucos o lugar esquece você e volta a ser ele mesmo.',
    ],
  },
};
