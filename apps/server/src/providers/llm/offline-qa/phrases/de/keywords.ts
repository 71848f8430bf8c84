import type { QaKeywords } from '../../types';

export const keywords: QaKeywords = {
  intents: {
    recall: `sie sagten|haben sie gesagt|hast du gesagt|sie erwähnt|erwähnten|die erzählung|die geschichte eben
      |mehr über|wiederhol`,
    tour: `diese tour|die tour|welche station|welcher halt|wie viele stationen|stationsnummer`,
    clock: `wie spät|uhrzeit|ortszeit|zeitzone|welcher tag|welches datum|das datum|wievielte`,
    sun: `sonnenuntergang|sonnenaufgang|geht die sonne|sonne unter|sonne auf|dunkel|dämmerung|tageslicht
      |taglänge|wie lang ist der tag|mittag|goldene stunde|die sonne`,
    moon: `mond|lunar`,
    season: `jahreszeit|sonnenwende|tagundnachtgleiche|äquinoktium|sommer|winter|frühling|herbst|längster tag
      |kürzester tag`,
    weather: `wetter|temperatur|regen|regnet|vorhersage|wind$|windig|schnee|schneit|bewölkt|wolken|regenschirm
      |heiß|kalt|warm$`,
    news: `nachrichten|neuigkeiten|schlagzeile|was ist los|veranstaltung|konzert|festival|events`,
    population: `einwohner|bevölkerung|wie viele menschen|wie viele leute|leben hier|wie groß|größe`,
    distance: `wie weit|entfernung|entfernt|abstand|welche richtung|in welche richtung|wo ist|wo liegt
      |wie komme ich|kilometer`,
    neighbours: `in der nähe|umgebung|ringsum|nachbar|nächste ort|nächstgelegen|orte in der|umliegend|dörfer`,
    country: `land$|welches land|bundesland|bundesstaat|region|provinz|kanton|nation|koordinaten|breitengrad
      |längengrad`,
    history: `geschichte|historisch|wer$|wessen|warum|wieso|weshalb|gebaut|erbaut|gegründet|gründ|name kommt
      |benannt|herkunft|ursprung|gelebt|lebte|berühmt|entworfen|architekt|wann wurde|wie alt|jahrhundert|legende
      |sage$|geist`,
    overview: `erzähl mir|erzählen sie|über diesen ort|über diesen platz|wo bin ich|wo sind wir
      |was ist das hier|was ist hier|welcher ort|welche stadt|beschreib|dieser ort|wie heißt`,
  },
  stopWords: `der die das den dem des ein eine einen einem einer eines und oder aber von zu zum zur in im an am
     auf aus bei mit nach für über unter ist sind war waren sein bin bist hat haben hatte es sie er wir ihr ich mich
     mir du dich dir uns was welche welcher welches wer wen wem wo wann wie warum hier dort da dies diese dieser
     dieses das gesagt sagen sagten erzählt erzählung geschichte erwähnt bitte auch noch mehr sehr etwas ort weit
     nah`,
};
