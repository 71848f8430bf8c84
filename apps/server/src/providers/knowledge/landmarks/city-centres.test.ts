import { describe, expect, it } from 'vitest';
import { coveredCities, describeCityCentres } from './city-centre-tours';
import { table as americas3 } from './city-tables/americas-3';
import { table as asiaAfrica } from './city-tables/asia-africa';
import { table as eastAsia3 } from './city-tables/east-asia-3';
import { table as europeAmericas } from './city-tables/europe-americas';
import { table as europeEast } from './city-tables/europe-east';
import { table as europeSouth } from './city-tables/europe-south';
import { table as southAsiaGulf } from './city-tables/south-asia-gulf';

/**
 * The landmark pack covers the world's most visited cities: an offline tour started at each one's name
 * finds six real landmarks around it. The tables, by region, say which cities and how.
 */
const TABLES = [europeAmericas, europeSouth, europeEast, americas3, asiaAfrica, southAsiaGulf, eastAsia3];

for (const table of TABLES) describeCityCentres(table);

describe('the cities the pack covers', () => {
  it('counts at least 150 of the most visited, each in one table only', () => {
    const all = TABLES.flatMap(coveredCities);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(150);
  });
});
