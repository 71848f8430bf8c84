import type { LanguagePack } from '../../types';

export const sky: Pick<LanguagePack, 'coords' | 'sky' | 'season' | 'moon' | 'walk' | 'calendar' | 'musing'> = {
  coords: {
    lead: [
      'Sur le globe, vous vous trouvez à {lat} degrés de latitude {ns} et {lng} degrés de longitude {ew}.',
      'Vos coordonnées en ce moment : {lat} degrés {ns}, {lng} degrés {ew}.',
    ],
    items: [
      'L’équateur se trouve à environ {equatorKm} {equatorDirTo}.',
      'À vol d’oiseau, {pole} est à environ {poleKm} {poleDirTo}.',
      'Parce que la Terre tourne, le sol sous vos pieds file vers l’est à environ {speed}, même quand vous restez parfaitement immobile.',
      'Si vous faisiez le tour du monde en suivant ce parallèle, vous parcourriez environ {circle}.',
      'Le point exactement opposé du globe, de l’autre côté du centre de la Terre, se trouve à {antiLat} degrés {antiNs} et {antiLng} degrés {antiEw}.',
      'Vous êtes entre les tropiques ; la ligne du tropique elle-même passe à environ {tropicKm} plus loin de l’équateur.',
      'Un degré de latitude mesure environ cent onze kilomètres au sol, partout sur Terre, si bien que chaque pas sur la deuxième décimale de vos coordonnées représente à peu près un kilomètre.{@degree111}',
      'Les méridiens se rejoignent aux pôles, c’est pourquoi un degré de longitude est ici plus court qu’à l’équateur.',
    ],
  },
  sky: {
    lead: [
      'Aujourd’hui, {today}, le soleil se lève à {sunrise} et se couche à {sunset}.',
      'Le lever du soleil est aujourd’hui à {sunrise}, et le coucher à {sunset}.',
      'Aujourd’hui, {today}, le soleil reste au-dessus de l’horizon pendant {dayLength}.',
      'Aujourd’hui, {polarDay}, le soleil ne se couche pas du tout ici : c’est la saison du soleil de minuit.',
      'Aujourd’hui, {polarNight}, le soleil ne se lève pas du tout ici ; la nuit polaire le retient sous l’horizon.',
    ],
    items: [
      'Cela donne {place|a} {dayLength} de jour aujourd’hui, et {nightLength} de nuit.',
      'L’aube civile, cette lumière douce d’avant le lever où l’on pourrait lire dehors sans lampe, commence à {dawn}.',
      'Après le coucher du soleil, le ciel reste clair encore {twilight} ; le crépuscule civil s’achève à {dusk}.',
      'Le soleil atteint son point le plus haut à {noon}, le vrai midi local, à {noonAlt} au-dessus de l’horizon.',
      'À midi solaire, le soleil se tient exactement {noonDirTo}, si bien que les murs tournés vers {noonDir} reçoivent la lumière la plus forte de la journée.',
      'Aujourd’hui, le soleil se lève {riseDirTo} et se couche {setDirTo} ; tournez-vous de ce côté pour assister à l’un ou à l’autre.',
      'La journée d’aujourd’hui dure {gain} de plus qu’hier ; les jours continuent de rallonger.',
      'La journée d’aujourd’hui dure {loss} de moins qu’hier ; les jours raccourcissent.',
      'Le jour le plus long de l’année, vers le {longestDate}, offre ici {longest} de lumière ; le plus court, vers le {shortestDate}, seulement {shortest}.',
      'L’heure dorée, quand la lumière se réchauffe et que les ombres s’allongent, commence vers {golden} ce soir.',
      'À midi aujourd’hui, une personne d’un mètre soixante-dix projette une ombre d’environ {shadow}.',
      'L’horaire du soleil {place|a} se calcule à partir de sa position sur le globe et de la date du jour, comme le font les astronomes : il tient quoi que fassent les nuages.',
    ],
  },
  season: {
    lead: [
      'Du point de vue astronomique, c’est {season} dans {hemisphere}.',
      'Selon le calendrier astronomique, c’est {season} ici.',
    ],
    items: [
      'Le prochain tournant de l’année sera {marker}, le {markerDate}, dans {markerDays}.',
      'Entre les tropiques, le soleil passe à la verticale deux fois par an ; ici, cela arrive vers le {zenith1} et le {zenith2}, quand à midi votre ombre disparaît presque sous vos pieds.',
      'Les saisons, c’est l’inclinaison de la Terre rendue visible : son axe penche d’environ vingt-trois degrés et demi, si bien que pendant la moitié de l’année {hemisphere} se tourne vers le soleil.{@tilt}',
      'Les saisons sont inversées de part et d’autre de l’équateur : en ce moment, l’autre hémisphère vit la saison opposée.',
      'Une saison n’est pas qu’une affaire de température : la durée du jour, l’angle de la lumière et la course du soleil dans le ciel changent avec elle.',
      'Plus le soleil de midi est haut, plus chaque mètre carré de sol reçoit d’énergie, et cette simple géométrie suffit à rendre une saison chaude ou froide.',
    ],
  },
  moon: {
    lead: [
      'Ce soir, la lune est {moonPhase}, éclairée à environ {moonPct}.',
      'La lune est aujourd’hui {moonPhase}, illuminée à quelque {moonPct}.',
    ],
    items: [
      'La prochaine pleine lune est dans {daysToFull}.',
      'La prochaine nouvelle lune, quand le ciel est le plus sombre pour observer les étoiles, arrive dans {daysToNew}.',
      'Vue depuis {hemisphere}, une lune croissante est éclairée sur son côté {waxSide}, et une lune décroissante sur son côté {waneSide}.',
      'La phase de la lune est la même pour tout le monde sur Terre un soir donné : quelqu’un, très loin d’ici, voit exactement la même forme que vous.{@moonSame}',
    ],
  },
  walk: {
    items: [
      'Si vous avez dix minutes, marchez en direction {n1|de}, qui se trouve {n1DirTo}, et observez comment les bâtiments, la circulation et les bruits changent en chemin.',
      'Une bonne règle pour explorer {place} : prenez la première rue que vous auriez ignorée, et revenez par une autre.',
      'Arrêtez-vous au coin le plus animé que vous trouverez et restez-y deux minutes ; vous en apprendrez plus sur le rythme {place|de} que dans n’importe quel guide.',
      'Levez les yeux en marchant : les étages gardent souvent leur forme d’origine bien après que les vitrines du rez-de-chaussée ont changé.{@upperFloors}',
      'Avec un coucher de soleil à {sunset}, prévoyez d’être quelque part avec une vue dégagée {setDirTo} à la fin de la journée.',
      'Où que vous alliez maintenant, gardez votre téléphone dans la poche pendant les cinq premières minutes ; vos yeux trouveront ce qu’aucun écran ne montre.',
    ],
  },
  calendar: {
    items: [
      'Nous sommes le {dayOfYear}e jour de l’année, et il en reste {daysLeft} avant qu’elle s’achève.',
      'Le dernier tournant de l’année, {lastMarker}, remonte à {sinceMarker}, et depuis, la lumière change un peu chaque jour.',
      'Nous sommes {weekday}, et le rythme de la semaine, avec ses jours de travail et ses jours de repos, façonne un lieu aussi sûrement que les saisons.',
      'Le mois est un héritage de la lune : un cycle complet de phases dure environ vingt-neuf jours et demi, à peu près la longueur d’un mois.',
      'Une année dure environ trois cent soixante-cinq jours et un quart, c’est pourquoi on ajoute un jour bissextile presque tous les quatre ans.',
      'Où que vous voyagiez, la date du calendrier est partagée par des millions de gens, mais l’horaire du soleil {place|a} n’appartient qu’à cet endroit.',
      'Beaucoup de fêtes du monde se tiennent près des solstices et des équinoxes, car pendant la plus grande partie de l’histoire, le soleil fut le seul calendrier que tout le monde savait lire.{@solsticeFestivals}',
    ],
  },
  musing: {
    items: [
      'Voyager, c’est surtout une manière de faire attention, et cette attention marche tout aussi bien de retour chez soi.',
      'Un lieu est plus que la somme de ses faits : les faits sont la carte, et c’est vous qui la parcourez.',
      'Personne ne voit deux fois un lieu de la même façon : la lumière, la saison et votre humeur le changent à chaque fois.',
      'Dans un an, ce dont vous vous souviendrez de ce moment sera sans doute un détail, un son, une couleur ou un visage.',
      'Chaque rue a été tracée par quelqu’un pour quelqu’un, et deviner pour qui est un petit jeu dont on ne se lasse pas.',
      'La gentillesse des inconnus est le souvenir de voyage le plus courant, et l’un des meilleurs.',
      'Découvrir un lieu pour la première fois est un cadeau qu’on ne reçoit qu’une fois : autorisez-vous à être débutant.',
      'Les cartes aplatissent le monde ; la marche lui rend ses pentes, ses odeurs et son bruit.',
      'Ce qu’il y a de plus intéressant dans un lieu, ce sont presque toujours les gens qui y vivent, et ils sont souvent à une question aimable de distance.',
      'Un guide peut vous dire où regarder ; vous seul décidez de ce que vous voyez.',
      'Les meilleurs moments d’un voyage sont rarement au programme : ils surviennent entre deux endroits qu’on voulait voir.',
      'Rester assis cinq minutes dans un lieu nouveau est sous-estimé : peu à peu, le lieu vous oublie et redevient lui-même.',
    ],
  },
};
