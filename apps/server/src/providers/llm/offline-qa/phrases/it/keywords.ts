import type { QaKeywords } from '../../types';

export const keywords: QaKeywords = {
  intents: {
    recall: `hai detto|ha detto|hai menzionato|hai parlato|il racconto|la narrazione|di più su|ripeti`,
    tour: `questo tour|il tour|questo percorso|quale tappa|che tappa|numero della tappa|quante tappe`,
    clock: `che ore sono|che ora è|ora locale|fuso orario|che giorno|che data|la data`,
    sun: `tramonto|tramonta|alba$|sorge il sole|sorgere del sole|fa buio|si fa buio|crepuscolo|ore di luce
      |luce del giorno|durata del giorno|mezzogiorno|ora d’oro|il sole`,
    moon: `luna|lunare`,
    season: `stagione|solstizio|equinozio|estate|inverno|primavera|autunno|giorno più lungo|giorno più corto`,
    weather: `meteo|che tempo|tempo fa|temperatura|pioggia|piove|previsioni|vento|neve|nevica|nuvol|ombrello
      |caldo|freddo`,
    news: `notizie|novità|titoli|cosa succede|eventi|evento|concerto|festival`,
    population: `popolazione|abitanti|quante persone|quanta gente|quanti vivono|ci vivono|quanto è grande
      |grandezza`,
    distance: `quanto dista|distanza|quanto è lontano|quanto è lontana|lontan|che direzione|quale direzione
      |dov’è|dove si trova|come arrivo|chilometri`,
    neighbours: `vicin|nei dintorni|qui intorno|attorno|più vicino|più vicina|paesi|altri luoghi`,
    country: `paese$|quale stato|regione|provincia|nazione|coordinate|latitudine|longitudine`,
    history: `storia|storico|chi$|perché|costruit|fondat|nome viene|si chiama così|origine|vissut|viveva|famos
      |progettat|architett|quando è stat|quanti anni ha|secolo|leggenda|fantasm`,
    overview: `parlami di|raccontami|dimmi qualcosa|questo posto|questo luogo|dove sono|dove siamo|cos’è questo
      |che posto|che città|che paese è|descrivi|come si chiama`,
  },
  stopWords: `il lo la i gli le l un uno una un e o ma di del dello della dei degli delle a al allo alla ai agli
     alle da dal dalla in nel nello nella nei con su sul sulla per tra fra è sono era erano essere ho ha hanno
     questo questa questi queste quello quella qui qua lì là che chi cosa come dove quando quanto quanta quanti
     quante perché quale quali mi me ti te ci vi si ne lo mio mia tuo tua suo sua detto dire dimmi parlami
     raccontami racconto narrazione storia menzionato più molto anche ancora posto luogo lontano vicino`,
};
