import type { LanguagePack } from '../../types';

export const sky: Pick<LanguagePack, 'coords' | 'sky' | 'season' | 'moon' | 'walk' | 'calendar' | 'musing'> = {
  coords: {
    lead: [
      'Sul globo ti trovi a {lat} gradi di latitudine {ns} e {lng} gradi di longitudine {ew}.',
      'Le tue coordinate in questo momento sono {lat} gradi {ns} e {lng} gradi {ew}.',
    ],
    items: [
      'L’equatore si trova a circa {equatorKm} {equatorDirTo}.',
      'In linea d’aria, il {pole} è a circa {poleKm} {poleDirTo}.',
      'Poiché la Terra ruota, il suolo sotto i tuoi piedi corre verso est a circa {speed}, anche se stai perfettamente fermo.',
      'Se facessi il giro del mondo seguendo questo parallelo, percorreresti circa {circle}.',
      'Il punto esattamente opposto del globo, dall’altra parte del centro della Terra, si trova a {antiLat} gradi {antiNs} e {antiLng} gradi {antiEw}.',
      'Sei dentro i tropici; la linea del tropico passa circa {tropicKm} più lontano dall’equatore.',
      'Un grado di latitudine misura circa centoundici chilometri sul terreno in qualunque punto della Terra, quindi ogni passo sulla seconda cifra decimale delle tue coordinate vale più o meno un chilometro.{@degree111}',
      'I meridiani si incontrano ai poli, ed è per questo che qui un grado di longitudine è più corto che all’equatore.',
    ],
  },
  sky: {
    lead: [
      'Oggi, {today}, il sole sorge alle {sunrise} e tramonta alle {sunset}.',
      'L’alba di oggi è alle {sunrise}, il tramonto alle {sunset}.',
      'Oggi, {today}, il sole resta sopra l’orizzonte per {dayLength}.',
      'Oggi, {polarDay}, qui il sole non tramonta affatto: è la stagione del sole di mezzanotte.',
      'Oggi, {polarNight}, qui il sole non sorge affatto; la notte polare lo tiene sotto l’orizzonte.',
    ],
    items: [
      'Questo dà a {place} {dayLength} di luce oggi, e {nightLength} di notte.',
      'L’alba civile, quella luce morbida prima del sorgere del sole in cui potresti leggere all’aperto senza lampada, comincia alle {dawn}.',
      'Dopo il tramonto il cielo resta chiaro ancora per {twilight}; il crepuscolo civile finisce alle {dusk}.',
      'Il sole raggiunge il punto più alto alle {noon}, il vero mezzogiorno locale, a {noonAlt} sopra l’orizzonte.',
      'A mezzogiorno solare il sole sta esattamente {noonDirTo}, così i muri rivolti a {noonDir} ricevono la luce più forte della giornata.',
      'Oggi il sole sorge {riseDirTo} e tramonta {setDirTo}; guarda da quella parte se vuoi assistere all’uno o all’altro.',
      'Oggi la giornata dura {gain} più di ieri; qui i giorni si stanno ancora allungando.',
      'Oggi la giornata dura {loss} meno di ieri; qui i giorni si stanno accorciando.',
      'Il giorno più lungo dell’anno, intorno al {longestDate}, qui ha {longest} di luce; il più corto, intorno al {shortestDate}, soltanto {shortest}.',
      'L’ora d’oro, quando la luce diventa calda e le ombre si allungano, comincia stasera verso le {golden}.',
      'Oggi a mezzogiorno una persona alta un metro e settanta proietta un’ombra di circa {shadow}.',
      'L’orario del sole a {place} si calcola dalla sua posizione sul globo e dalla data di oggi, come fanno gli astronomi, e vale qualunque cosa facciano le nuvole.',
    ],
  },
  season: {
    lead: [
      'Dal punto di vista astronomico, nell’{hemisphere} è {season}.',
      'Secondo il calendario astronomico, qui è {season}.',
    ],
    items: [
      'Il prossimo punto di svolta dell’anno sarà {marker}, il {markerDate}, fra {markerDays}.',
      'Dentro i tropici il sole passa esattamente allo zenit due volte l’anno; qui succede intorno al {zenith1} e al {zenith2}, quando a mezzogiorno la tua ombra quasi scompare sotto i piedi.',
      'Le stagioni sono l’inclinazione della Terra resa visibile: il suo asse pende di circa ventitré gradi e mezzo, così per metà dell’anno l’{hemisphere} si inclina verso il sole.{@tilt}',
      'Le stagioni sono invertite ai due lati dell’equatore, e così in questo momento l’altro emisfero vive la stagione opposta.',
      'Una stagione non è solo una questione di temperatura: la durata del giorno, l’angolo della luce e il percorso del sole nel cielo cambiano con essa.',
      'Più alto è il sole di mezzogiorno, più energia riceve ogni metro quadrato di terreno, e questa semplice geometria basta a rendere una stagione calda o fredda.',
    ],
  },
  moon: {
    lead: [
      'Stanotte la luna è {moonPhase}, illuminata per circa il {moonPct}.',
      'La luna di oggi è {moonPhase}, con circa il {moonPct} del disco illuminato.',
    ],
    items: [
      'La prossima luna piena arriverà fra {daysToFull}.',
      'La prossima luna nuova, quando il cielo è più buio per guardare le stelle, arriverà fra {daysToNew}.',
      'Vista dall’{hemisphere}, una luna crescente è illuminata sul lato {waxSide} e una calante sul lato {waneSide}.',
      'La fase della luna è la stessa per tutti sulla Terra in una data notte, così qualcuno molto lontano vede esattamente la stessa forma che vedi tu.{@moonSame}',
    ],
  },
  walk: {
    items: [
      'Se hai dieci minuti, cammina in direzione di {n1}, che si trova {n1DirTo}, e nota come cambiano lungo la strada gli edifici, il traffico e i suoni.',
      'Una buona regola per esplorare {place}: prendi la prima svolta che di solito ignoreresti e torna per un’altra strada.',
      'Fermati all’angolo più animato che trovi e restaci due minuti; imparerai più sul ritmo di {place} che da qualunque guida.',
      'Alza lo sguardo mentre cammini: i piani alti conservano spesso la forma originale molto dopo che le vetrine sottostanti sono cambiate.{@upperFloors}',
      'Con il tramonto alle {sunset}, cerca di trovarti da qualche parte con la vista libera {setDirTo} quando la giornata finisce.',
      'Ovunque tu vada adesso, tieni il telefono in tasca per i primi cinque minuti; i tuoi occhi troveranno cose che nessuno schermo mostra.',
    ],
  },
  calendar: {
    items: [
      'Oggi è il {dayOfYear}º giorno dell’anno, e ne restano {daysLeft} prima che finisca.',
      'L’ultimo punto di svolta dell’anno, {lastMarker}, risale a {sinceMarker} fa, e da allora la luce cambia un poco ogni giorno.',
      'Oggi è {weekday}, e il ritmo della settimana, con i suoi giorni di lavoro e di riposo, plasma un luogo quanto le stagioni.',
      'Il mese è un’eredità della luna: un ciclo completo di fasi dura circa ventinove giorni e mezzo, più o meno la lunghezza di un mese.',
      'Un anno dura circa trecentosessantacinque giorni e un quarto, ed è per questo che quasi ogni quattro anni si aggiunge un giorno bisestile.',
      'Ovunque tu viaggi, la data del calendario la condividi con milioni di persone, ma l’orario del sole a {place} appartiene solo a questo luogo.',
      'Molte feste del mondo cadono vicino ai solstizi e agli equinozi, perché per quasi tutta la storia il sole è stato l’unico calendario che tutti sapevano leggere.{@solsticeFestivals}',
    ],
  },
  musing: {
    items: [
      'Viaggiare è soprattutto un modo di prestare attenzione, e la stessa attenzione funziona altrettanto bene una volta tornati a casa.',
      'Un luogo è più della somma dei suoi dati: i dati sono la mappa, e chi la percorre sei tu.',
      'Nessuno vede un luogo due volte nello stesso modo: la luce, la stagione e il tuo umore lo cambiano ogni volta.',
      'Fra un anno, di questo momento ricorderai probabilmente qualcosa di piccolo, un suono, un colore o un volto.',
      'Ogni strada è stata tracciata da qualcuno per qualcuno, e indovinare per chi è un gioco tranquillo che non stanca mai.',
      'La gentilezza degli sconosciuti è il ricordo di viaggio più comune, e uno dei migliori.',
      'Essere in un posto per la prima volta è un regalo che si riceve una sola volta, quindi concediti di essere un principiante.',
      'Le mappe appiattiscono il mondo; camminare gli restituisce le salite, gli odori e il rumore.',
      'La cosa più interessante di qualunque luogo sono di solito le persone che ci vivono, e di solito sono a una domanda gentile di distanza.',
      'Una guida può dirti dove guardare; che cosa vedi lo decidi solo tu.',
      'I momenti migliori di un viaggio raramente sono in programma: succedono tra due posti che volevi vedere.',
      'Sedersi cinque minuti in un luogo nuovo è sottovalutato: a poco a poco il luogo si dimentica di te e torna a essere se stesso.',
    ],
  },
};
