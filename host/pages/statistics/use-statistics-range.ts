import { useSearchParams } from 'react-router';
import { browserTimeZone, localToday, queryWithRange, rangeFromQuery, type StatisticsDateRange } from './statistics-range';

export interface StatisticsFilters {
  range: StatisticsDateRange;
  /** The system admin's company filter (`?company=`), undefined for every company. */
  companyId: number | undefined;
  tz: string;
  setRange(range: StatisticsDateRange): void;
  setCompanyId(companyId: number | undefined): void;
}

/** The page's range and company, read from and written to the URL's query. */
export function useStatisticsFilters(): StatisticsFilters {
  const [query, setQuery] = useSearchParams();
  const company = Number(query.get('company'));
  return {
    range: rangeFromQuery(query, localToday()),
    companyId: Number.isInteger(company) && company > 0 ? company : undefined,
    tz: browserTimeZone(),
    setRange: (range) => setQuery((current) => queryWithRange(current, range)),
    setCompanyId: (companyId) =>
      setQuery((current) => {
        const next = new URLSearchParams(current);
        if (companyId === undefined) next.delete('company');
        else next.set('company', String(companyId));
        return next;
      }),
  };
}
