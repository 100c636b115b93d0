import { useMemo } from 'react';
import { framedPageOnOrigins, type FramedPage } from '../../core/domain/framed-page';
import { CurrentCompanyStore } from '../../core/services/current-company-store';
import { useService } from '../services-context';
import { useObservable } from '../use-observable';
import type { EmbedSource } from './embed-declaration';

export interface PageRule {
  /** The page to frame for a URL, or null when the kind does not take it. */
  framedPageOf(url: string): FramedPage | null;
  /** The company's allowed hosts, for a kind that frames them; null for a site-bound kind. */
  hosts: readonly string[] | null;
}

/** How this kind reads a URL: its site's reader, or the current company's allowed suite hosts. */
export function usePageRule(source: EmbedSource): PageRule {
  const companies = useService(CurrentCompanyStore);
  const company = useObservable(companies.company$, () => companies.company);
  const hosts = source.kind === 'companyHosts' ? (company?.suite_hosts ?? []) : null;
  return useMemo(
    () =>
      source.kind === 'site'
        ? { framedPageOf: (url: string) => source.framedPageOf(url), hosts: null }
        : { framedPageOf: (url: string) => framedPageOnOrigins(url, hosts ?? []), hosts },
    [source, hosts],
  );
}
