import type { QaKeywords } from '../../types';

export const keywords: QaKeywords = {
  intents: {
    recall: `vous avez dit|tu as dit|avez mentionné|as mentionné|vous parliez|le récit|la narration|plus sur
      |répète|répétez`,
    tour: `cette visite|ce circuit|la visite|quelle étape|numéro de l’étape|combien d’étapes`,
    clock: `quelle heure|heure locale|fuseau horaire|quel jour|quelle date|la date`,
    sun: `coucher du soleil|coucher de soleil|se couche|lever du soleil|lever de soleil|se lève|fait nuit
      |nuit tombe|tombée de la nuit|crépuscule|aube$|durée du jour|heures de jour|lumière du jour|midi|heure dorée
      |le soleil`,
    moon: `lune|lunaire`,
    season: `saison|solstice|équinoxe|l’été|en été|cet été|hiver|printemps|automne|jour le plus long
      |jour le plus court`,
    weather: `météo|quel temps|temps fait|température|pluie|pleut|pleuvoir|prévision|vent$|neige|nuage
      |parapluie|chaud|froid`,
    news: `actualité|nouvelles|infos|titres|se passe|événement|concert|festival`,
    population: `population|habitants|combien de personnes|combien de gens|combien de monde|qui vivent
      |quelle taille|grande est|taille`,
    distance: `à quelle distance|distance|combien de kilomètres|loin|quelle direction|où est|où se trouve
      |aller à|aller jusqu|kilomètre`,
    neighbours: `à proximité|aux alentours|autour|près d’ici|voisin|le plus proche|les plus proches
      |villes proches|villages`,
    country: `pays|quel état|région|province|département|nation|coordonnées|latitude|longitude`,
    history: `histoire|historique|qui a$|qui est$|qui était|pourquoi|construit|fondé|fondat|nom vient|origine
      |vécu|vivait|célèbre|conçu|architecte|quand a|siècle|légende|fantôme`,
    overview: `parlez-moi|parle-moi|dites-moi|raconte|racontez|ce lieu|cet endroit|où suis-je|où sommes-nous
      |où je suis|qu’est-ce que c’est|c’est quoi ici|quelle ville|quel village|décris|décrivez|comment s’appelle`,
  },
  stopWords: `le la les l un une des de du d et ou mais à au aux en dans sur sous par pour avec sans ce cet cette
     ces c ça cela ceci est sont était être avoir a ont qui que qu quoi quel quelle quels quelles où quand comment
     combien pourquoi je j me m moi tu te toi vous nous il elle ils elles on se s y ici là dit dites dis parlez
     parle raconte racontez récit narration histoire mentionné plus très aussi encore plaît lieu endroit loin près
     savez`,
};
