import { describe, expect, it } from 'vitest';
import { pinyinToHangul } from './pinyin-hangul';

describe('pinyin place names in hangul', () => {
  // Forms as Korean writes these cities (Korean Wikipedia titles).
  it.each([
    ['Yanqing', '옌칭'],
    ['Zhoukou', '저우커우'],
    ['Hangzhou', '항저우'],
    ['Suzhou', '쑤저우'],
    ['Tianjin', '톈진'],
    ['Chongqing', '충칭'],
    ['Xiamen', '샤먼'],
    ['Quanzhou', '취안저우'],
    ['Luoyang', '뤄양'],
    ['Jinan', '지난'],
    ['Xi’an', '시안'],
    ['Zibo', '쯔보'],
    ['Wenxian Chengguanzhen', '원셴 청관전'],
  ])('%s -> %s', (pinyin, hangul) => {
    expect(pinyinToHangul(pinyin)).toBe(hangul);
  });

  it('declines names that are not pinyin', () => {
    for (const name of ['Harbin', 'Lhasa', 'Hohhot', 'Köln', 'Springfield']) expect(pinyinToHangul(name)).toBeNull();
  });
});
