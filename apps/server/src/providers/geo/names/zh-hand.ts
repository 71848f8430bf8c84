/**
 * Chinese names of towns of China, Japan, Korea and Taiwan that the data sources of
 * scripts/build-place-names.ts leave in Latin letters or get wrong, added by hand. The build
 * script writes them into zh.json over what the data gives; nothing reads this file at run time.
 *
 * Keyed by GeoNames id: [the gazetteer's name (checked by a test), the name in simplified
 * characters, where it was checked]. Where the town has been renamed since GeoNames named it,
 * the name is today's (Puqi is Chibi since 1998).
 */
export const HAND_CHINESE_NAMES: Record<number, readonly [gazetteerName: string, chinese: string, source: string]> = {
  // Corrections: Who's On First writes these with characters of the same reading but another place's.
  1846898: ['Anyang-si', '安养', 'en.anyang.go.kr, History and Place Names: "Anyang (安養)"'],
  1877872: ['Chunghwa', '中和', 'en.wikipedia.org/wiki/Chunghwa-gun: Hanja 中和郡'],
  // China
  1917790: ['Dadonghai', '大东海', 'm.how234.com/eamyssecbcc.html: 大东海, the bay and resort district of Sanya'],
  11838258: ['Bayan Nur', '巴彦淖尔', 'en.wikipedia.org/wiki/Bayannur: simplified 巴彦淖尔'],
  7283386: ['Changshu City', '常熟', 'en.wikipedia.org/wiki/Changshu: 常熟; pinyin Chángshú'],
  7602670: ['Zhu Cheng City', '诸城', 'en.wikipedia.org/wiki/Zhucheng: simplified 诸城'],
  2036670: ['Hulan Ergi', '富拉尔基', 'ja.wikipedia.org/wiki/フラルキ区: 富拉爾基, from the Daur Hulan Ergi'],
  7910932: ['Shangri-La', '香格里拉', 'en.wikipedia.org/wiki/Shangri-La,_Yunnan: 香格里拉市'],
  1805298: ['Jinzhou', '金州', 'en.wikipedia.org/wiki/Jinzhou_District (Dalian): 金州区'],
  1798473: ['Puqi', '赤壁', 'en.wikipedia.org/wiki/Chibi,_Hubei: called Puqi (蒲圻) until 11 June 1998'],
  1805618: ['Jingling', '天门', 'en.wikipedia.org/wiki/Tianmen: formerly Jingling (竟陵), Tianmen since 1726'],
  1816028: ['Weining', '威宁', 'en.wikipedia.org/wiki/Weining_Yi,_Hui,_and_Miao_Autonomous_County: 威宁'],
  1816753: [
    'Beidaihehaibin',
    '北戴河',
    'Beidaihe District (北戴河区), whose towns include Haibin: en.wikipedia.org/wiki/Beidaihe_District',
  ],
  // Hong Kong and Taiwan
  1818920: ['Sha Tin', '沙田', 'en.wikipedia.org/wiki/Sha_Tin: 沙田'],
  6696918: ['Taoyuan City', '桃园', 'en.wikipedia.org/wiki/Taoyuan,_Taiwan: simplified 桃园市'],
  6949678: ['Taitung City', '台东', 'en.wikipedia.org/wiki/Taitung_City: simplified 台东市'],
  7601921: ['Zhongxing New Village', '中兴新村', 'en.wikipedia.org/wiki/Zhongxing_New_Village: simplified 中兴新村'],
  // Korea
  1892823: ['Tonghae', '东海', 'ja.wikipedia.org/wiki/東海市_(江原道): 漢字 東海市'],
  1835447: ['Boryeong', '保宁', 'en.wikipedia.org/wiki/Boryeong: Hanja 保寧市'],
  2042645: ['Rajin', '罗津', 'en.wikipedia.org/wiki/Rason: Rajin-guyŏk (羅津區域)'],
  1879682: ['Anak', '安岳', 'en.wikipedia.org/wiki/Anak_County: Hancha 安岳郡, Anak town 安岳邑'],
  1869021: ['Sunan', '顺安', 'cyclowiki.org/wiki/Сунан-гуёк: 순안구역, 順安區域'],
  1868998: ['Sŭngho 1-tong', '胜湖', 'de.wikipedia.org/wiki/Sŭngho-guyŏk: Hancha 勝湖區域, Sŭngho-dong 勝湖洞'],
  2039623: ['Ŭiju', '义州', 'en.wikipedia.org/wiki/Uiju_County: Hancha 義州郡'],
  2043531: ['Kapsan-ŭp', '甲山', 'ja.wikipedia.org/wiki/甲山郡: 漢字 甲山郡, 甲山邑'],
  2042987: ['Kyŏngsŏng', '镜城', 'zh.wikipedia.org/wiki/鏡城郡: 漢字 鏡城郡'],
  // Japan
  1854018: ['Onoda', '小野田', "en.wikipedia.org/wiki/San'yō-Onoda: Onoda (小野田) merged into it in 2005"],
  1856881: [
    'Mitsukaidō',
    '水海道',
    'en.wikipedia.org/wiki/Jōsō,_Ibaraki: Mitsukaidō (水海道市) renamed Jōsō (常総市) in 2006',
  ],
  1853354: ['Ryūō', '龙王', 'fr.wikipedia.org/wiki/Ryūō_(Yamanashi): 竜王町, merged into Kai in 2004'],
};
