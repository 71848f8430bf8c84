import type { LanguageCode } from '@roamcast/shared/catalog/languages';

/**
 * What a question asks of the knowledge packs, tried in this order: "how long did it take to build?"
 * asks how long, not when; "how many people does it hold?" asks capacity, not population; "who was
 * born here?" asks about people, not the builder.
 */
export const ASKED = [
  'duration',
  'capacity',
  'people',
  'builder',
  'legend',
  'food',
  'population',
  'built',
  'size',
  'famous',
  'nearby',
] as const;
export type Asked = (typeof ASKED)[number];

/**
 * Each language's words for each question, separated by "|", matched as the intents are (see
 * QaKeywords.intents: Latin keywords at word starts, "$" ends a word). English counts in every language.
 */
export const ASK_KEYWORDS: Record<LanguageCode, Record<Asked, string>> = {
  en: {
    duration: 'how long did|how long it took|how long to build|how many years did|take to build|took to build',
    capacity:
      'how many people does|how many people can|how many does it hold|capacity|hold$|holds$|seat$|seats$|fit in',
    people:
      'who was born|born here|born in|who lived|lived here|who lives|famous people|famous person|who died|buried here|who is buried',
    builder:
      'who built|who designed|designed|architect|engineer|who made|who created|commissioned|who founded|who paid for|sculptor',
    legend: 'haunted|ghost|legend|myth|folklore|curse|spirits|monster|story goes',
    food: 'eat$|eating|food|dish|cuisine|drink$|speciality|specialty|taste|hungry|what to try|local dishes',
    population: 'population|how many people live|inhabitants|residents|how many live',
    built: 'when was|when were|how old|built|constructed|founded|opened|completed|what year',
    size: 'how tall|how high|height|tall$|how long is|length|how big|how large|how wide|how deep|area$',
    famous: 'famous|known for|special about|why visit|worth seeing|significan|important about|notable',
    nearby:
      "what is nearby|what’s nearby|what's nearby|nearby sights|near here|around here|close by|what else is|what to see|sights",
  },
  es: {
    duration:
      'cuánto tard|cuánto tiempo tard|cuanto tiempo tard|cuántos años tard|cuantos anos tard|cuánto duró|cuanto duro',
    capacity: 'capacidad|cuántas personas caben|cuantas personas caben|caben$|aforo',
    people:
      'quién nació|quien nacio|nació aquí|nacio aqui|nacieron|quién vivió|quien vivio|vivió aquí|vivio aqui|personajes|famosos de',
    builder:
      'quién construyó|quien construyo|quién diseñó|quien diseno|diseñ|arquitect|ingenier|quién lo encargó|quien lo encargo|encarg|quién fundó|quien fundo',
    legend: 'encantad|fantasma|leyenda|mito$|mitos|maldición|maldicion|espíritu|espiritu',
    food: 'comer|come$|comen$|comida|plato|gastronom|cocina|bebida|beber|especialidad|probar',
    population: 'población|poblacion|habitantes|cuánta gente vive|cuanta gente vive',
    built: 'cuándo se|cuando se|cuándo fue|cuando fue|antigüedad|antiguedad|qué año|que ano|construy|fund|inaugur',
    size: 'qué altura|que altura|cuánto mide|cuanto mide|altura|alto$|longitud|largo$|qué tamaño|que tamano|grande es',
    famous: 'famos|conocid|por qué es|por que es|especial|importante',
    nearby: 'qué hay cerca|que hay cerca|cerca de aquí|cerca de aqui|alrededor|qué ver|que ver',
  },
  fr: {
    duration: "combien de temps|combien d’années|combien d'annees|combien d annees|a duré|a dure|durée|duree",
    capacity: 'capacité|capacite|combien de personnes peu|accueillir|contenir|places$',
    people:
      'qui est né|qui est ne|né ici|ne ici|nés ici|qui a vécu|qui a vecu|vécu ici|vecu ici|personnalités|personnalites|célébrit|celebrit',
    builder:
      'qui a construit|qui a bâti|qui a bati|qui a conçu|qui a concu|conçu|concu|architecte|ingénieur|ingenieur|commandé|commande$|qui a fondé|qui a fonde',
    legend: 'hanté|hante|fantôme|fantome|légende|legende|mythe|malédiction|malediction|esprit',
    food: 'mang|nourriture|plat$|plats|cuisine|gastronom|boire|boisson|spécialité|specialite|goûter|gouter',
    population: 'population|habitants|combien de gens|combien de personnes vivent',
    built: 'quand|construit|bâti|bati|fondé|fonde|date de|quelle année|quelle annee|inaugur',
    size: 'quelle hauteur|hauteur|combien mesure|haut$|longueur|long$|quelle taille|grand est|grande est',
    famous: 'célèbre|celebre|connu|pourquoi est|particulier|important',
    nearby: "à proximité|a proximite|près d’ici|pres d'ici|près d ici|autour d|quoi voir|à voir|a voir",
  },
  de: {
    duration: 'wie lange hat|wie lange dauerte|wie lange wurde|wie viele jahre|bauzeit|dauerte',
    capacity:
      'wie viele menschen passen|wie viele leute passen|passen hinein|fassungsvermögen|fassungsvermogen|kapazität|kapazitat|plätze|platze',
    people:
      'wer wurde hier geboren|geboren|wer lebte|wer hat hier gelebt|gelebt|berühmte person|beruhmte person|berühmte leute|beruhmte leute|persönlichkeit|personlichkeit|begraben',
    builder:
      'wer hat|wer baute|entworfen|architekt|ingenieur|baumeister|in auftrag|auftraggeber|gegründet von|gegrundet von|erbauer',
    legend: 'spukt|spuk|geist|gespenst|legende|sage$|sagen$|mythos|fluch|ungeheuer',
    food: 'essen|isst|gericht|speise|küche|kuche|spezialität|spezialitat|trinken|getränk|getrank|probieren',
    population: 'einwohner|bevölkerung|bevolkerung|wie viele menschen leben|wie viele leute leben',
    built: 'wann|gebaut|erbaut|wie alt|gegründet|gegrundet|eröffnet|eroffnet|welchem jahr',
    size: 'wie hoch|höhe|hohe|hoch$|wie lang|länge|lange$|wie groß|wie gross|fläche|flache',
    famous: 'berühmt|beruhmt|bekannt|warum ist|besonder|wichtig',
    nearby:
      'in der nähe|in der nahe|hier in der nähe|ringsum|in der umgebung|sehenswürdig|sehenswurdig|was gibt es hier',
  },
  it: {
    duration: 'quanto tempo|quanti anni ci|quanto ci è voluto|quanto ci e voluto|è durat|e durat|durata',
    capacity: 'capienza|quante persone può|quante persone puo|quante persone ci stanno|posti$|contenere',
    people: 'chi è nato|chi e nato|nato qui|nati qui|chi ha vissuto|vissuto qui|personaggi|persone famose|sepolto',
    builder:
      'chi ha costruito|chi ha progettato|progett|architett|ingegner|commission|chi ha fondato|chi l’ha costruit',
    legend: 'infestat|fantasm|leggend|mito$|miti$|maledizione|spirit',
    food: 'mangi|cibo|piatto|piatti|cucina|gastronom|bere|bevanda|specialità|specialita|assaggiare',
    population: 'popolazione|abitanti|quante persone vivono|quanta gente vive',
    built: 'quando|costruit|fondat|quanti anni ha|che anno|inaugurat',
    size: 'quanto è alt|quanto e alt|altezza|quanto misura|alt$|lunghezza|lung$|quanto è grand|quanto e grand',
    famous: 'famos|conosciut|perché è|perche e|speciale|important',
    nearby: "qui vicino|nelle vicinanze|intorno|cosa vedere|che cosa c’è vicino|cosa c'è vicino",
  },
  pt: {
    duration: 'quanto tempo|quantos anos levou|levou para|demorou|durou',
    capacity: 'capacidade|quantas pessoas cabem|cabem$|lugares$|lotação|lotacao',
    people: 'quem nasceu|nasceu aqui|nasceram|quem viveu|viveu aqui|personalidades|pessoas famosas|sepultad',
    builder: 'quem construiu|quem projetou|projet|arquitet|engenheir|encomend|quem fundou|quem mandou',
    legend: 'assombrad|fantasma|lenda|mito$|mitos|maldição|maldicao|espírito|espirito',
    food: 'comer|come$|comida|prato|culinária|culinaria|gastronom|cozinha|beber|bebida|especialidade|provar',
    population: 'população|populacao|habitantes|quantas pessoas vivem|quanta gente vive',
    built: 'quando|construíd|construid|fundad|quantos anos tem|que ano|inaugurad',
    size: 'qual a altura|qual é a altura|altura|quanto mede|alt$|comprimento|tamanho|grande é|grande e',
    famous: 'famos|conhecid|por que é|por que e|especial|important',
    nearby: 'aqui perto|por perto|nas proximidades|arredores|o que ver|o que há perto|o que ha perto',
  },
  ja: {
    duration: 'どのくらいかか|どれくらいかか|何年かか|何年間|期間',
    capacity: '何人入|収容|何人まで|席数|定員',
    people: '生まれ|出身|住んで|暮らし|ゆかりの人|有名人|埋葬|墓',
    builder: '設計|建築家|誰が建て|だれが建て|誰が作|だれが作|誰が造|技師|建てたのは|命じ|創建者|創設者',
    legend: '幽霊|お化け|おばけ|伝説|言い伝え|呪い|怪物',
    food: '食べ|料理|名物|グルメ|飲み物|特産|味わ',
    population: '人口|何人住|住民',
    built: 'いつ|何年|建てられ|完成|創建|創設|設立|開業|築',
    size: '高さ|何メートル|どのくらい高|どれくらい高|長さ|大きさ|広さ|面積',
    famous: '有名|知られ|なぜ|特別',
    nearby: '近く|周辺|付近|周り|まわり|見どころ',
  },
  zh: {
    duration: '多长时间|多久|花了多少年|用了多少年|历时',
    capacity: '容纳|能坐|座位|多少人能',
    people: '出生|生于|住过|居住|名人|埋葬|葬在',
    builder: '设计|建筑师|谁建|谁修|谁造|工程师|下令|创建者|创始人',
    legend: '闹鬼|鬼|幽灵|传说|神话|诅咒|怪物',
    food: '吃|美食|菜|小吃|特产|喝|饮料',
    population: '人口|多少人住|居民',
    built: '什么时候|何时|哪一年|哪年|建于|建造|建成|创建|成立',
    size: '多高|高度|几米|多少米|多长|长度|多大|面积',
    famous: '有名|著名|出名|为什么|特别|闻名',
    nearby: '附近|周边|周围|旁边',
  },
  ko: {
    duration: '얼마나 걸|몇 년이 걸|기간',
    capacity: '수용|몇 명이 들어|몇 명까지|좌석',
    people: '태어났|태어난|출신|살았|유명한 사람|유명인|묻혀',
    builder: '설계|건축가|누가 지었|누가 만들|누가 세웠|기술자|누가 명령|창건자|창립자',
    legend: '유령|귀신|전설|신화|저주|괴물|출몰',
    food: '먹|음식|요리|특산|마실|명물',
    population: '인구|몇 명이 살|주민',
    built: '언제|지어졌|몇 년|세워졌|건설|완공|설립|창건',
    size: '높이|얼마나 높|몇 미터|길이|얼마나 길|크기|얼마나 큰|면적',
    famous: '유명|알려진|왜|특별',
    nearby: '근처|주변|가까운|인근',
  },
  ar: {
    duration: 'كم استغرق|كم من الوقت|كم سنة استغرق|مدة البناء',
    capacity: 'يتسع|يستوعب|سعة|كم شخصا يمكن',
    people: 'ولد|وُلد|عاش|مشاهير|شخصيات|دفن|مدفون',
    builder: 'صمم|المعماري|مهندس|من بنى|من شيد|من أمر|مؤسس',
    legend: 'مسكون|شبح|أشباح|أسطورة|اسطورة|حكاية|لعنة|وحش',
    food: 'آكل|اكل|طعام|أكلة|اكلة|طبق|مطبخ|شراب|مشروب|تذوق',
    population: 'سكان|عدد السكان|كم شخصا يعيش|نسمة',
    built: 'متى|بني|بناء|تأسس|تأسيس|افتتح|شيد',
    size: 'ارتفاع|كم يبلغ|كم طول|طول|مساحة|حجم|كم علو',
    famous: 'مشهور|شهير|يشتهر|معروف|لماذا|مميز',
    nearby: 'بالقرب|قريب|المجاور',
  },
};
