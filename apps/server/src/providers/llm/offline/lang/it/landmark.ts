import { era, type LandmarkBank } from '../../landmark-bank';

const year = (y: number, approx = false) => {
  const { n, bc } = era(y);
  return `${approx ? 'intorno al ' : ''}${n}${bc ? ' a.C.' : ''}`;
};
/** "il 1889" but "l’80", "l’11": the article elides before a number read with a vowel. */
const the = (y: number) => (/^8/u.test(String(Math.abs(y))) || Math.abs(y) === 11 ? `l’${year(y)}` : `il ${year(y)}`);
const inYear = (y: number) =>
  /^8/u.test(String(Math.abs(y))) || Math.abs(y) === 11 ? `nell’${year(y)}` : `nel ${year(y)}`;

export const landmark: LandmarkBank = {
  inside: ['Vi trovate proprio qui: {lm}.', 'Proprio qui si trova {lm}, ed è da qui che comincia questa storia.'],
  near: ['{Lm} è a soli {lmDist} da dove vi trovate.', 'Siete a una breve passeggiata, circa {lmDist}, da {lm}.'],
  say: {
    built: 'Costruirono {lm} {lmBuilt}.',
    completed: 'I lavori di questo luogo furono completati {lmCompleted}.',
    opened: 'Questo luogo aprì al pubblico {lmOpened}.',
    founded: 'Questo luogo fu fondato {lmFounded}.',
    rebuilt: 'Questo luogo fu ricostruito {lmRebuilt}.',
    architect: 'L’architetto {lmArchitect} progettò {lm}.',
    designer: 'Il progetto di questo luogo è opera di {lmDesigner}.',
    engineer: 'L’ingegneria di questo luogo si deve a {lmEngineer}.',
    builder: 'A costruire questo luogo fu {lmBuilder}.',
    founder: 'Il suo fondatore fu {lmFounder}.',
    patron: 'A commissionarlo fu {lmPatron}.',
    sculptor: 'Lo scultore di quest’opera fu {lmSculptor}.',
    resident: 'Tra chi visse qui ci fu {lmResident}.',
    buried: 'Tra chi riposa qui ci sono {lmBuried}.',
    visitor: 'Un visitatore celebre di questo luogo fu {lmVisitor}.',
    height: '{Lm} misura {lmHeight} in altezza.',
    length: '{Lm} misura {lmLength} in lunghezza.',
    span: 'La campata principale misura {lmSpan}.',
    elevation: '{Lm} raggiunge {lmElevation} sul livello del mare.',
    area: '{Lm} si estende su {lmArea}.',
    visitors: 'Circa {lmVisitors} persone visitano questo luogo ogni anno.',
    style: 'Il suo stile architettonico è {lmStyle}.',
    material: 'Il suo materiale principale è {lmMaterial}.',
    heritage: 'L’UNESCO ha iscritto {lm} nella lista del Patrimonio dell’umanità nel {lmHeritage}.',
    ghost: 'Si dice che questo luogo sia infestato, e qui si raccontano ancora storie di fantasmi.',
    ghostNamed:
      'Si racconta che il fantasma di {lmGhostNamed} si aggiri qui; è una storia che si racconta, non un fatto accertato.',
    coin: 'La leggenda vuole che chi lancia qui una moneta un giorno tornerà.',
    touch: 'Si dice che toccare la statua di {lmTouch} porti fortuna.',
    monster: 'La leggenda vuole che qui viva una creatura chiamata {lmMonster}, ma nessuno l’ha mai dimostrato.',
    ravens: 'La leggenda vuole che, se i corvi lasciassero questo luogo, il regno cadrebbe.',
    curse: 'Si parla di una maledizione che colpirebbe chi disturba la tomba di {lmCurse}.',
    originated: 'Questo luogo è la culla dei {lmOriginated}, una tradizione ancora viva.',
    famousFor: 'Questo luogo è famoso per {lmFamousFor}.',
    tallestStructure: '{Lm} fu la struttura più alta del mondo {lmTallestStructure}.',
    tallestBuilding: '{Lm} fu l’edificio più alto del mondo {lmTallestBuilding}.',
    longestSpan: 'Ebbe la campata sospesa più lunga del mondo {lmLongestSpan}.',
    firstNationalPark: 'Fu il primo parco nazionale del mondo, istituito nel {lmFirstNationalPark}.',
    worldsFair: 'Nacque per l’Esposizione universale del {lmWorldsFair}.',
    fire: 'Nel {lmFire} un grande incendio colpì questo luogo.',
    olympics: 'Qui si tennero i Giochi olimpici del {lmOlympics}.',
    coronations: 'Qui si tengono incoronazioni dal {lmCoronations}.',
    noLegend: 'I miei appunti non contengono alcuna leggenda raccontata su questo luogo, e non ne inventerò una.',
    noFood:
      'I miei appunti non contengono tradizioni gastronomiche di questo luogo; guardate cosa offrono le strade intorno.',
  },
  style: {
    gothic: 'gotico',
    gothic_revival: 'neogotico',
    romanesque: 'romanico',
    renaissance: 'rinascimentale',
    baroque: 'barocco',
    neoclassical: 'neoclassico',
    art_nouveau: 'liberty',
    art_deco: 'art déco',
    modernist: 'moderno',
    mughal: 'moghul',
    islamic: 'islamico',
    byzantine: 'bizantino',
  },
  material: {
    wrought_iron: 'il ferro battuto',
    steel: 'l’acciaio',
    marble: 'il marmo',
    granite: 'il granito',
    sandstone: 'l’arenaria',
    limestone: 'il calcare',
    brick: 'il mattone',
    concrete: 'il calcestruzzo',
    wood: 'il legno',
  },
  year,
  when: (y, end, approx) => (end ? `tra ${the(y)} e ${the(end)}` : approx ? year(y, true) : inYear(y)),
  span: (from, until) => (until ? `dal ${year(from)} al ${year(until)}` : `dal ${year(from)}`),
};
