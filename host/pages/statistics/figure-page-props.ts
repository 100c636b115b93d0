import { daysInRange } from './statistics-range';
import type { StatisticsFilters } from './use-statistics-range';
import type { HostMessageKey } from '../../i18n/host-message-key';

/** What a statistics page is given: a system page and its company twin differ only in these. */
export interface FigurePageProps {
  /** The call answering the page's figures (statistics-types.ts). */
  url: string;
  /** Message key of the page's title. */
  titleKey: HostMessageKey;
  /** The system admin's pages filter by company; a company admin's are always their own company. */
  companyFilter: boolean;
  /** The CSV file's name. */
  csvName: string;
}

/** The query of a call over a period (StatisticsRange). */
export function rangeParams(filters: StatisticsFilters) {
  return { from: filters.range.from, to: filters.range.to, tz: filters.tz, company_id: filters.companyId };
}

/** The query of a call over the previous days (busiest hours, trials ending soon). */
export function daysParams(filters: StatisticsFilters) {
  return { days: daysInRange(filters.range), tz: filters.tz, company_id: filters.companyId };
}

