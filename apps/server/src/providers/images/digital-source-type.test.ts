import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DIGITAL_SOURCE_TYPES,
  digitalSourceTypeFor,
  jpegWithXmp,
  pngWithXmp,
  withDigitalSourceType,
  xmpPacket,
} from './digital-source-type';

const IPTC = 'http://cv.iptc.org/newscodes/digitalsourcetype/';
const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' } });

/** Every chunk of a PNG in order, with whether its CRC is right. */
function pngChunks(png: Buffer) {
  const chunks: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    const crcOk = png.readUInt32BE(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length));
    chunks.push({ type, data, crcOk });
    at += 12 + length;
  }
  return chunks;
}

describe('the XMP DigitalSourceType of drawn and painted pictures', () => {
  it('names IPTC’s codes: painted by a model, composited with a painting, or drawn by an algorithm', () => {
    expect(digitalSourceTypeFor('openai:gpt-image-1', 'whole')).toBe(`${IPTC}trainedAlgorithmicMedia`);
    expect(digitalSourceTypeFor('openai:gpt-image-1', 'composite')).toBe(`${IPTC}compositeWithTrainedAlgorithmicMedia`);
    expect(digitalSourceTypeFor('offline', 'whole')).toBe(`${IPTC}algorithmicMedia`);
    expect(digitalSourceTypeFor('offline', 'composite')).toBe(`${IPTC}algorithmicMedia`);
  });

  it('puts an iTXt XML:com.adobe.xmp chunk with a good CRC right after IHDR, which libvips reads back', async () => {
    const png = await picture().png().toBuffer();
    const tagged = pngWithXmp(png, xmpPacket(DIGITAL_SOURCE_TYPES.trained));
    const chunks = pngChunks(tagged);
    expect(chunks.map((chunk) => chunk.type).slice(0, 2)).toEqual(['IHDR', 'iTXt']);
    expect(chunks.every((chunk) => chunk.crcOk)).toBe(true);
    const itxt = chunks[1]!.data;
    const keywordEnd = itxt.indexOf(0);
    expect(itxt.toString('latin1', 0, keywordEnd)).toBe('XML:com.adobe.xmp');
    // Uncompressed, no language tag, no translated keyword.
    expect([...itxt.subarray(keywordEnd + 1, keywordEnd + 5)]).toEqual([0, 0, 0, 0]);
    const text = itxt.subarray(keywordEnd + 5).toString('utf8');
    expect(text).toContain(
      `<Iptc4xmpExt:DigitalSourceType>${IPTC}trainedAlgorithmicMedia</Iptc4xmpExt:DigitalSourceType>`,
    );
    expect(text).toContain('xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"');

    const metadata = await sharp(tagged).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect(metadata.xmp?.toString('utf8')).toContain(`${IPTC}trainedAlgorithmicMedia`);
    const pixels = async (image: Buffer) => sharp(image).raw().toBuffer();
    expect((await pixels(tagged)).equals(await pixels(png))).toBe(true);
  });

  it('puts an APP1 XMP segment after the JFIF segment of a JPEG, which libvips reads back', async () => {
    const jpeg = await picture().jpeg({ mozjpeg: true }).toBuffer();
    const tagged = jpegWithXmp(jpeg, xmpPacket(DIGITAL_SOURCE_TYPES.algorithmic));
    expect([...tagged.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    let at = 2;
    if (tagged[at + 1] === 0xe0) at += 2 + tagged.readUInt16BE(at + 2);
    expect([tagged[at], tagged[at + 1]]).toEqual([0xff, 0xe1]);
    const length = tagged.readUInt16BE(at + 2);
    const segment = tagged.subarray(at + 4, at + 2 + length);
    expect(segment.toString('latin1', 0, 29)).toBe('http://ns.adobe.com/xap/1.0/\0');
    expect(segment.subarray(29).toString('utf8')).toBe(xmpPacket(DIGITAL_SOURCE_TYPES.algorithmic));
    expect(tagged.subarray(at + 2 + length).equals(jpeg.subarray(at))).toBe(true);

    const metadata = await sharp(tagged).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.xmp?.toString('utf8')).toContain(`${IPTC}algorithmicMedia`);
  });

  it('chooses the container by content type and refuses bytes that are not one', async () => {
    const png = await picture().png().toBuffer();
    const jpeg = await picture().jpeg().toBuffer();
    const compositeType = DIGITAL_SOURCE_TYPES.compositeWithTrained;
    expect((await sharp(withDigitalSourceType(png, 'image/png', compositeType)).metadata()).xmp?.toString()).toContain(
      'compositeWithTrainedAlgorithmicMedia',
    );
    expect(
      (await sharp(withDigitalSourceType(jpeg, 'image/jpeg', compositeType)).metadata()).xmp?.toString(),
    ).toContain('compositeWithTrainedAlgorithmicMedia');
    expect(() => withDigitalSourceType(jpeg, 'image/png', compositeType)).toThrow('not a PNG');
    expect(() => withDigitalSourceType(png, 'image/jpeg', compositeType)).toThrow('not a JPEG');
  });
});
