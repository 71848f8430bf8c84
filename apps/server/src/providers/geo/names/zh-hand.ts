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
  1819609: [
    'Kowloon',
    '九龙',
    'en.wikipedia.org/wiki/Kowloon: Chinese 九龍 (simplified 九龙); the gazetteer had a cut name',
  ],
  8223932: ['Central', '中环', 'en.wikipedia.org/wiki/Central,_Hong_Kong: Chinese 中環 (simplified 中环)'],
  1818211: ['Yung Shue Wan', '榕树湾', 'en.wikipedia.org/wiki/Yung_Shue_Wan: Chinese 榕樹灣'],
  1818304: ['Wong Tai Sin', '黄大仙', 'en.wikipedia.org/wiki/Wong_Tai_Sin_District: Chinese 黃大仙'],
  1818379: ['Wan Chai', '湾仔', 'en.wikipedia.org/wiki/Wan_Chai: Chinese 灣仔'],
  1818684: ['Tai O', '大澳', 'en.wikipedia.org/wiki/Tai_O: Chinese 大澳'],
  1818775: ['Sok Kwu Wan', '索罟湾', 'en.wikipedia.org/wiki/Sok_Kwu_Wan: Chinese 索罟灣'],
  1818953: ['Sham Shui Po', '深水埗', 'en.wikipedia.org/wiki/Sham_Shui_Po: Chinese 深水埗'],
  1819230: ['Ngong Ping', '昂坪', 'en.wikipedia.org/wiki/Ngong_Ping: Chinese 昂坪'],
  1667905: ['Taoyuan', '桃园', 'en.wikipedia.org/wiki/Taoyuan,_Taiwan: Chinese 桃園'],
  1668295: ['Taitung', '台东', 'en.wikipedia.org/wiki/Taitung_City: Chinese 臺東'],
  1668347: ['Taibao', '太保', 'en.wikipedia.org/wiki/Taibao: Chinese 太保'],
  1668353: ['Xinying', '新营', 'en.wikipedia.org/wiki/Xinying_District: Chinese 新營'],
  1668396: ['Fengyuan', '丰原', 'en.wikipedia.org/wiki/Fengyuan_District: Chinese 豐原'],
  1670481: ['Pingtung', '屏东', 'en.wikipedia.org/wiki/Pingtung_City: Chinese 屏東'],
  1671971: ['Miaoli', '苗栗', 'en.wikipedia.org/wiki/Miaoli_City: Chinese 苗栗'],
  1673816: ['Fengshan', '凤山', 'en.wikipedia.org/wiki/Fengshan_District: Chinese 鳳山'],
  1674828: ['Xindian', '新店', 'en.wikipedia.org/wiki/Xindian_District: Chinese 新店'],
  1677112: ['Zhubei', '竹北', 'en.wikipedia.org/wiki/Zhubei: Chinese 竹北'],
  1677870: ['Jiufen', '九份', 'en.wikipedia.org/wiki/Jiufen: Chinese 九份'],
  1678836: ['Jiayi Shi', '嘉义市', 'en.wikipedia.org/wiki/Chiayi: Chinese 嘉義市'],
  1679136: ['Chang-hua', '彰化', 'en.wikipedia.org/wiki/Changhua_City: Chinese 彰化'],
  7552914: ['Nangan', '南竿', 'en.wikipedia.org/wiki/Nangan_Township: Chinese 南竿'],
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
  1784253: [
    'Zhongxing',
    '众兴',
    'jianshuapi.com/p/057fb1a14f85: 众兴镇, on the Grand Canal, seat of Siyang County (泗阳县) since 1949',
  ],
  1793774: [
    'Suozhen',
    '索镇',
    'baike.baidu.hk/item/索鎮街道: 索鎮街道 of Huantai County, Zibo; the county government sits at Suozhen since 1950',
  ],
  1794825: [
    'Shizilu',
    '十字路',
    'factpedia.org/index.php?title=莒南: Junan County (莒南縣), Linyi; 縣人民政府駐十字路街道',
  ],
  1800498: ['Mingshui', '明水', 'pediainside.com/wiki/明水街道: 明水街道, the main town of Zhangqiu (章丘區), Jinan'],
  2035182: [
    'Sanchazi',
    '三岔子',
    'pediainside.com/wiki/三岔子鎮: 三岔子鎮, Jiangyuan District (江源區), Baishan, Jilin',
  ],
  1803551: [
    'Lingcheng',
    '陵城',
    "pedia.3rd-in.co.jp/wiki/北流市: Beiliu (北流市), Yulin, Guangxi, at the town's 22.7N 110.35E, has three subdistricts: 陵城街道, 城南街道, 城北街道",
  ],
  1805515: [
    'Jinji',
    '金鸡',
    "m.ke263.com/list1189/23759l0.html: 金鸡镇 of Teng County (藤县), Wuzhou, in the county's southwest, 20 km from the seat; about 59,800 people",
  ],
  1809412: [
    'Guli',
    '古丽',
    "unitrans.cn/a/fanyidiyu/zhejiangfanyigongsi/2012/0611/1349.html: 古丽镇, Yongkang's town, split in 2001 into its urban subdistricts (东城, 西城, 江南)",
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
  1832015: [
    'Heunghae',
    '兴海',
    'www.gbelib.kr/yi/html.do?menu_idx=194 (Pohang library, local place names): "흥해(興海)", Heunghae-eup of Buk-gu, Pohang',
  ],
  1873172: ['Ongjin', '瓮津', 'dark.namu.moe/w/옹진읍: 옹진읍 甕津邑, the seat of Ongjin County, South Hwanghae'],
  1875588: ['Kowŏn-ŭp', '高原', 'kampuspedia.com/ja/高原郡: 高原郡, South Hamgyŏng; its town 高原邑 (Kowŏn-ŭp)'],
  1875632: ['Kosan', '高山', 'ja.m.wiki.x.io/wiki/高山郡: 高山郡 (고산군), Kangwŏn, North Korea; its town 高山邑'],
  1870434: [
    'Sinmak',
    '新幕',
    'pedia.3rd-in.co.jp/wiki/瑞興駅: the station of Sŏhŭng County (瑞興郡), North Hwanghae, opened in 1908 as 新幕駅 (Sinmak); encykorea.aks.ac.kr/Contents/Item/E0028314: the county seat was 신막읍 (Sinmak-ŭp)',
  ],
  1876153: [
    'Kangdong-ŭp',
    '江东',
    'kiwix.haohe.fun/content/wikipedia_zh_all_maxi_2024-04/A/江東郡: 江東郡, Pyongyang, at 39.09N 126.14E; namu.moe/w/강동군: its seat is 강동읍 (Kangdong-ŭp)',
  ],
  1877046: [
    'Hŭkkyo-ri',
    '黑桥里',
    'extension.wikiwand.com/ja/黄州郡: Hwangju County (黃州郡), North Hwanghae, includes 黒橋里 (フッキョリ, Hŭkkyo-ri)',
  ],
  1879029: [
    'Changyŏn',
    '长渊',
    'ja.m.wikipedia.org/wiki/長淵郡 (via wonilvalve.com): 長淵郡 (장연군), South Hwanghae; its town 長淵邑',
  ],
  1879672: [
    'Anbyŏn-ŭp',
    '安边',
    "wikiwand.com/ja/articles/安辺郡: 安邊郡 (안변군), Kangwŏn, North Korea, with one town (邑), the county's centre on the Anbyŏn plain",
  ],
  2041533: [
    'Sakchu-ŭp',
    '朔州',
    "wiki1.kr/index.php/朔州郡: 삭주군(朔州郡), North P'yŏngan; 군 소재지는 삭주읍 (Sakchu-ŭp)",
  ],
  2042498: [
    'Ranam',
    '罗南',
    "tcatmon.com/wiki/라남역: 羅南驛 (Ranam station), 청진시 라남구역 (Ranam District of Ch'ŏngjin), North Hamgyŏng, the former town of 나남",
  ],
  2043677: [
    'Iwŏn-ŭp',
    '利原',
    'ko.wikipedia.org/wiki/리원군: 리원군(利原郡, 이원군), South Hamgyŏng; wiki1.kr: 군 소재지는 이원읍 (Iwŏn-ŭp)',
  ],
  2045311: [
    'Aoji',
    '阿吾地',
    'dh.aks.ac.kr/sillokwiki/index.php/아오지보(阿吾地堡): 아오지 (阿吾地) of Kyŏnghŭng County, North Hamgyŏng, on the Tumen; the coal town, whose name was officially dropped in 1981',
  ],
  2042503: [
    'Namyang',
    '南阳',
    'wiki.newshift.net/ja/南陽労働者区: 南陽労働者区 (남양로동자구), Onsŏng County, North Hamgyŏng, at 42.9517N 129.8592E, across the Tumen from Tumen city',
  ],
  2038854: [
    'Yuktae-dong',
    '六坮洞',
    'tcatmon.com/wiki/륙대동역 and dark.mir.pe/wiki/륙대동역: 륙대동 of Sinpo, South Hamgyŏng; 六擡洞 after 1945, written 六坮洞 in the North today (Chinese 六坮洞)',
  ],
  1832215: [
    'Yeonil',
    '延日',
    'mobile.newsis.com/view/NISX20250426_0003154814: 연일읍성(延日邑城), named for Yeonil (연일읍), Nam-gu, Pohang',
  ],
  1836208: [
    'Seonghwan',
    '成欢',
    'yangju.grandculture.net/cheonan/toc/GC04500356: 성환읍, Seobuk-gu, Cheonan, named for 成歡 (성환 내리 成歡內里, 성환역 成歡驛)',
  ],
  1839011: [
    'Beolgyo',
    '筏桥',
    'osulgil.com (전라남도 보성군 행정구역 및 지명유래): 벌교읍 筏橋邑, Boseong County, named for the timber bridge (筏橋)',
  ],
  1882056: [
    'Sinhyeon',
    '新县',
    'cboard.net/wiki/1119335: 신현읍 [Sinhyeon-eup, 新縣邑], the former town in the middle of Geoje, split into seven dong (Gohyeon etc.) in 2008',
  ],
  1886598: [
    'Yŏnmu',
    '炼武',
    'www.joongdo.co.kr/main/view.php?key=20230425010007669: 연무(鍊武)읍 승격 60주년, Yeonmu-eup of Nonsan, South Chungcheong',
  ],
  1897118: ['Hwado', '和道', 'dark.namu.moe/w/금남리 (화도읍): 화도읍 和道邑 (Hwado-eup), Namyangju, Gyeonggi'],
  1912205: [
    'Ungsang',
    '熊上',
    'ko.m.wikipedia.org/wiki/웅상면: 웅상(熊上), eastern Yangsan; 웅상읍(熊上邑) split into four dong in 2007',
  ],
  1912209: ['Wabu', '瓦阜', 'readonly.wiki/w/와부읍: 와부읍 瓦阜邑 (Wabu-eup), Namyangju, Gyeonggi; seat at Deokso-ri'],
  1925936: ['Naesŏ', '内西', 'tcatmon.com/wiki/내서읍: 내서읍 內西邑 (Naeseo-eup), Masanhoewon-gu, Changwon'],
  1925943: [
    'Hwawŏn',
    '花园',
    'dalseong.grandculture.net/dalseong/toc/GC40800051: 화원읍 花園邑 (Hwawon-eup), Dalseong County, Daegu',
  ],
  1896953: [
    'Pubal',
    '夫钵',
    'pedia.3rd-in.co.jp/wiki/利川市 (京畿道): 1989年には夫鉢面が夫鉢邑に昇格 (Bubal-eup of Icheon, Gyeonggi)',
  ],
  1835096: [
    'Taesal-li',
    '大山里',
    "seosan.grandculture.net/seosan/toc/GC04100183: 대산읍 大山邑 of Seosan, whose office is at 대산리 (Daesan-ri, 'Taesal-li'); oculture.tistory.com/1527: 대산리 is the town's seat, named for 大山",
  ],
  1871484: [
    'Samho-rodongjagu',
    '三湖劳动者区',
    "pedia.3rd-in.co.jp/wiki/楽園郡: Rakwŏn County (楽園郡), South Hamgyŏng, on the coast east of Hamhŭng, has one workers' district, 三湖労働者区 (Samho-rodongjagu)",
  ],
  // Japan
  1854018: ['Onoda', '小野田', "en.wikipedia.org/wiki/San'yō-Onoda: Onoda (小野田) merged into it in 2005"],
  1856881: [
    'Mitsukaidō',
    '水海道',
    'en.wikipedia.org/wiki/Jōsō,_Ibaraki: Mitsukaidō (水海道市) renamed Jōsō (常総市) in 2006',
  ],
  1853354: ['Ryūō', '龙王', 'fr.wikipedia.org/wiki/Ryūō_(Yamanashi): 竜王町, merged into Kai in 2004'],
  1848498: [
    'Yashiro',
    '社',
    'ja.m.wikipedia.org/wiki/社町: 社町 (やしろちょう), Katō District, Hyōgo, at 34.917N 134.973E, merged into Katō (加東市) in 2006',
  ],
  1849647: [
    'Tsuma',
    '妻',
    "jimaryoko.xyz/2020/08/11/『宮崎県西都市』の動画を楽しもう！: Saito's town centre is the 妻 (つま) district; 児湯郡妻町 merged into Saito in 1955",
  ],
  1850878: [
    'Takedamachi',
    '竹田',
    'kotobank.jp/word/竹田(市)-1558766: Taketa (竹田), Ōita, formed in 1954 from 直入郡竹田町 and others; city hall at 32.974N 131.398E (ja.m.wikipedia.org/wiki/竹田市)',
  ],
  1851622: [
    'Sobue',
    '祖父江',
    'ja.wikipedia.org/wiki/祖父江町: 祖父江町 (そぶえちょう), Nakashima District, Aichi, at 35.249N 136.721E, part of Inazawa since 2005',
  ],
  1856560: [
    'Morohongō',
    '毛吕本乡',
    'kotobank.jp/word/毛呂本郷-3037924: 毛呂本郷 (もろほんごう), in the middle of Moroyama (毛呂山町), Iruma District, Saitama',
  ],
  1857260: [
    'Mikuni',
    '三国',
    'ja.m.wikipedia.org/wiki/三国町: 三国町 (みくにちょう), Sakai District, Fukui, at 36.218N 136.158E, part of Sakai (坂井市) since 2006',
  ],
  1863279: [
    'Hamanoichi',
    '滨之市',
    'owlapps.net/owlapps_apps/articles?id=226033&lang=ja: 浜之市町 (浜 for 濱) was one of the places that formed 西国分村 in 1889, renamed 隼人町 (Hayato) in 1929, now part of Kirishima',
  ],
  2111425: [
    'Ōmiya',
    '大宫',
    'ja.m.wikipedia.org/wiki/常陸大宮市: 那珂郡大宮町 (Ōmiya), which took in its neighbours and became Hitachiōmiya (常陸大宮市) in 2004; city hall at 36.543N 140.411E',
  ],
  2111568: [
    'Ōami',
    '大网',
    'kotobank.jp/word/大網白里-677007: 大網 (Ōami), the main settlement of Ōamishirasato (大網白里), Chiba; 大網町 merged in 1954',
  ],
  6696932: [
    'Kawage',
    '河艺',
    'pedia.3rd-in.co.jp/wiki/河芸町: 河芸町 (芸 for 藝, from 河曲郡 and 奄芸郡), Age District, Mie, part of Tsu (津市) since 2006',
  ],
  2128147: [
    'Shimo-furano',
    '富良野',
    'pedia.3rd-in.co.jp/wiki/富良野町: 下富良野村 (Shimo-Furano) became a town in 1919 and was renamed 富良野町, now Furano (富良野市)',
  ],
  1859335: [
    'Kitahama',
    '北滨',
    'kaidouarukitabi.com/rekisi/rekisi/nisioomi/nisioumi2.html: 北浜, on the old Nishi-Ōmi road between 和邇中浜 and 南船道, in the Wani area of Ōtsu north of Katata (the former Shiga town, some 24,000 people per kosei-life.jimdofree.com)',
  ],
  1863398: [
    'Haibara-akanedai',
    '榛原',
    "okuyamato-journal.com/area/uda: Uda's housing estates built around Haibara (榛原) station; Akanedai (あかね台), written in kana, is one of them, so the name is Haibara's",
  ],
};
