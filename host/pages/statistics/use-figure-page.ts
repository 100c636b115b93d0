import { useTranslation } from 'react-i18next';
import { daysParams, rangeParams, type FigurePageProps } from './figure-page-props';
import { useFigure } from './use-figure';
import { useStatisticsFilters } from './use-statistics-range';

/**
 * What every chart page of the statistics starts with: its title, the period and company filters, the call's
 * answer for them, and the StatisticsFrame props those make (`frame`, spread into the frame).
 * rangeKind 'dates': any period (from, to); 'days': the last days up to today.
 */
export function useFigurePage<T>(page: FigurePageProps, rangeKind: 'dates' | 'days') {
  const { t, i18n } = useTranslation('host');
  const title = t(page.titleKey);
  const filters = useStatisticsFilters();
  const figure = useFigure<T>(page.url, rangeKind === 'dates' ? rangeParams(filters) : daysParams(filters));
  const frame = { title, figure, filters, rangeKind, companyFilter: page.companyFilter, csvName: page.csvName };
  /** A count in the interface language's digits and grouping. */
  const formatCount = (n: number) => n.toLocaleString(i18n.language);
  return { t, title, filters, figure, frame, formatCount };
}
