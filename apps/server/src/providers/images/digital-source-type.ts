import { crc32 } from 'node:zlib';

/** IPTC's Digital Source Type vocabulary (http://cv.iptc.org/newscodes/digitalsourcetype/): the codes used here. */
const VOCABULARY = 'http://cv.iptc.org/newscodes/digitalsourcetype/';
export const DIGITAL_SOURCE_TYPES = {
  /** Made wholly by a generative (trained) model: a painted cover. */
  trained: `${VOCABULARY}trainedAlgorithmicMedia`,
  /** A composite in which at least one part a generative model made: painted postcard artwork, lettered offline. */
  compositeWithTrained: `${VOCABULARY}compositeWithTrainedAlgorithmicMedia`,
  /** Made by an algorithm that is no trained model: the offline-drawn covers and postcards. */
  algorithmic: `${VOCABULARY}algorithmicMedia`,
} as const;
export type DigitalSourceType = (typeof DIGITAL_SOURCE_TYPES)[keyof typeof DIGITAL_SOURCE_TYPES];

const XMP_KEYWORD = 'XML:com.adobe.xmp';
/** What opens a JPEG APP1 segment holding XMP (the namespace, then a zero byte). */
const JPEG_XMP_NAMESPACE = 'http://ns.adobe.com/xap/1.0/\0';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The code for an image by who made it: 'offline' drew it, anything else names the model that painted (part of) it. */
export function digitalSourceTypeFor(source: string, kind: 'whole' | 'composite'): DigitalSourceType {
  if (source === 'offline') return DIGITAL_SOURCE_TYPES.algorithmic;
  return kind === 'whole' ? DIGITAL_SOURCE_TYPES.trained : DIGITAL_SOURCE_TYPES.compositeWithTrained;
}

/** An XMP packet holding one property, Iptc4xmpExt:DigitalSourceType (IPTC Photo Metadata, extension schema). */
export function xmpPacket(sourceType: DigitalSourceType): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/">',
    `<Iptc4xmpExt:DigitalSourceType>${sourceType}</Iptc4xmpExt:DigitalSourceType>`,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="r"?>',
  ].join('\n');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The PNG with an iTXt chunk `XML:com.adobe.xmp` (uncompressed, no language) right after IHDR, where
 * XMP readers look for it.
 */
export function pngWithXmp(png: Buffer, xmp: string): Buffer {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG');
  }
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
  const data = Buffer.concat([
    Buffer.from(`${XMP_KEYWORD}\0`, 'latin1'),
    // Compression flag and method 0 (uncompressed), then an empty language tag and translated keyword.
    Buffer.from([0, 0, 0, 0]),
    Buffer.from(xmp, 'utf8'),
  ]);
  return Buffer.concat([png.subarray(0, ihdrEnd), pngChunk('iTXt', data), png.subarray(ihdrEnd)]);
}

/**
 * The JPEG with an APP1 segment holding the XMP packet, after SOI and the JFIF APP0 segment when there
 * is one (JFIF wants its APP0 first).
 */
export function jpegWithXmp(jpeg: Buffer, xmp: string): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  let at = 2;
  if (jpeg[at] === 0xff && jpeg[at + 1] === 0xe0) at += 2 + jpeg.readUInt16BE(at + 2);
  const payload = Buffer.concat([Buffer.from(JPEG_XMP_NAMESPACE, 'latin1'), Buffer.from(xmp, 'utf8')]);
  // The segment's length counts its own two bytes; a segment holds at most 65,535.
  if (payload.length + 2 > 0xffff) throw new Error('XMP packet too long for one JPEG segment');
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, at), head, payload, jpeg.subarray(at)]);
}

/** The image (PNG or JPEG, by its content type) saying how it was made, in XMP. */
export function withDigitalSourceType(
  image: Buffer,
  contentType: 'image/png' | 'image/jpeg',
  sourceType: DigitalSourceType,
): Buffer {
  const xmp = xmpPacket(sourceType);
  return contentType === 'image/png' ? pngWithXmp(image, xmp) : jpegWithXmp(image, xmp);
}
