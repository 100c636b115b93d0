/**
 * The element mapping page's logic on a map of 10,000 details (host/pages/data-maps/mapping/): building the rows
 * (each detail's path and search text, done once when the page loads), the mapped index from 5,000 mappings, and
 * the filter passes the page runs on every keystroke and change: a search, the unmapped filter, both together,
 * and coverage. Target: a filter pass within a frame (16.7 ms) so typing stays smooth. Median of RUNS runs after
 * a warm-up; prints figures, never fails on a number.
 *
 * Run alone: `node --import tsx bench/data-map-mapping.bench.ts` (or `npm run bench -- data-map-mapping`).
 */
import { performance } from 'node:perf_hooks';
import { buildDetailEntries } from '../core/domain/catalog-detail-entries';
import { categoriesByDetail, coverageOf, filterDetails, NO_DETAIL_FILTER } from '../host/pages/data-maps/mapping/detail-rows';
import { aMapping, bigCatalog } from '../host/pages/data-maps/mapping/mapping-test-data';
import { runWhenMain } from './support/run-when-main';

const DETAILS = 10_000;
const MAPPED = 5_000;
const RUNS = 21;
const FRAME_MS = 16.7;

function median(run: () => unknown): number {
  run();
  const times = Array.from({ length: RUNS }, () => {
    const started = performance.now();
    run();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)];
}

export function measureDetailMapping(log: (line: string) => void = console.log): void {
  const catalog = bigCatalog(DETAILS);
  const mappings = catalog.details.slice(0, MAPPED).map((detail, index) => aMapping(index + 1, detail.id, 1 + (index % 20)));
  const entries = buildDetailEntries([catalog]);
  const mapped = categoriesByDetail(mappings);
  log(`[bench] element mapping, rows of ${DETAILS} details built (paths, search text), once a load: ${median(() => buildDetailEntries([catalog])).toFixed(2)} ms`);
  log(`[bench] element mapping, mapped index of ${MAPPED} mappings, once a change: ${median(() => categoriesByDetail(mappings)).toFixed(2)} ms`);
  const passes: Array<[string, number]> = [
    ['search "customer column 9"', median(() => filterDetails(entries, { ...NO_DETAIL_FILTER, search: 'customer column 9' }, mapped))],
    ['unmapped only', median(() => filterDetails(entries, { ...NO_DETAIL_FILTER, unmappedOnly: true }, mapped))],
    ['search "order" among the unmapped', median(() => filterDetails(entries, { ...NO_DETAIL_FILTER, search: 'order', unmappedOnly: true }, mapped))],
    ['coverage', median(() => coverageOf(entries, mapped))],
  ];
  for (const [what, ms] of passes) {
    log(`[bench] element mapping, ${what}: ${ms.toFixed(2)} ms median of ${RUNS}, ${ms <= FRAME_MS ? 'within' : 'OVER'} a ${FRAME_MS} ms frame`);
  }
}

await runWhenMain(import.meta.url, async () => measureDetailMapping());
