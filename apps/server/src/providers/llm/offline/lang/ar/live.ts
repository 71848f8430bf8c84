import type { LiveBank } from '../../types';

export const live: LiveBank = {
  sky: {
    clear: 'سماء صافية',
    mainlyClear: 'سماء صافية في معظمها',
    partlyCloudy: 'سماء غائمة جزئيًا',
    overcast: 'سماء ملبدة بالغيوم',
    fog: 'ضباب',
    drizzle: 'رذاذ',
    freezingRain: 'مطر متجمد',
    rain: 'مطر',
    heavyRain: 'مطر غزير',
    snow: 'ثلج',
    showers: 'زخات مطر',
    snowShowers: 'زخات ثلج',
    thunderstorm: 'عواصف رعدية',
  },
  weather: {
    open: [
      'الآن في {place}، يسجل {wSource} حرارة {wTemp} مع {wSky}.',
      'إليك الطقس المباشر في {place} بحسب {wSource}: الحرارة {wTemp}، والطقس: {wSky}.',
      'إليك الطقس المباشر في {place} بحسب {wSource}: الحرارة الآن {wTemp}.',
    ],
    tomorrow: [
      'غدًا، {d1Day}، يتوقع {wSource} طقسًا فيه {d1Sky}، والعظمى {d1High} والصغرى {d1Low}.',
      'توقعات الغد، {d1Day}: {d1Sky}، والحرارة بين {d1Low} في أدناها و{d1High} في أعلاها.',
      'غدًا، {d1Day}، تتراوح الحرارة بين {d1Low} و{d1High}.',
    ],
    wind: ['تهب الرياح بسرعة نحو {wWind}.', 'توقع رياحًا بسرعة نحو {wWind} وأنت تمشي.'],
    calm: ['لا تكاد الرياح تهب في هذه اللحظة.'],
    later: ['ويوم {d2Day} يُتوقع {d2Sky}، والحرارة بين {d2Low} و{d2High}.'],
    today: ['يُتوقع أن تبلغ العظمى اليوم {d0High}، وأن تنخفض الحرارة ليلًا إلى نحو {d0Low}.'],
    feels: ['مع الرياح والرطوبة، تبدو الحرارة كأنها {wFeels}.'],
    rain: ['سجل {wSource} في آخر قراءة له {wRain} من المطر أو الثلج.'],
  },
  news: {
    open: [
      'إليك عناوين حديثة تذكر {place}، مع اسم الوسيلة التي نشرت كل عنوان.',
      'لنبدأ بالأخبار: هذه أحدث ما نشرته الصحافة عن {place}.',
    ],
    item: ['«{title}»، من {source}.', 'في {source}: «{title}».'],
    dated: ['في {date}، نشر {source}: «{title}».', '«{title}»، نشره {source} في {date}.'],
  },
  events: {
    open: [
      'إليك ما هو معلن حول {place} في الأيام المقبلة، بحسب قوائم فعاليات مفتوحة.',
      'بعض المواعيد الحقيقية لمفكرتك: هذه فعاليات قرب {place} معلنة للأسبوع المقبل.',
    ],
    item: ['«{title}»، كما أعلنه {source}.'],
    at: ['«{title}»، في {venue}، كما أعلنه {source}.'],
    on: ['في {date}: «{title}»، كما أعلنه {source}.'],
    atOn: ['في {date}: «{title}»، في {venue}، كما أعلنه {source}.'],
  },
};
