/** Ten places on five continents, each new to a fresh server's narration cache. */
export const BENCH_PLACES: ReadonlyArray<readonly [number, number]> = [
  [37.8199, -122.4783],
  [48.8584, 2.2945],
  [35.6595, 139.7005],
  [51.5007, -0.1246],
  [41.8902, 12.4922],
  [40.758, -73.9855],
  [-33.8568, 151.2153],
  [55.7539, 37.6208],
  [-22.9519, -43.2105],
  [30.0444, 31.2357],
];
