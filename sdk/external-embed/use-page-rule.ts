import { useEffect, useMemo } from 'react';
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
  /** False while the company's hosts are still loading. */
  ready: boolean;
}

/**
 * How this kind reads a URL: its site's reader, or the current company's allowed suite hosts. An embed opened
 * without signing in has not loaded the company (route guard 4 loads it for signed-in pages only), so a kind
 * that needs it loads it: a share link's visitor gets the shared project's company.
 */
export function usePageRule(source: EmbedSource): PageRule {
  const companies = useService(CurrentCompanyStore);
  const company = useObservable(companies.company$, () => companies.company);
  const needsCompany = source.kind === 'companyHosts';
  useEffect(() => {
    if (needsCompany && companies.company === undefined) void companies.load().catch(() => null);
  }, [needsCompany, companies]);
  const hosts = needsCompany ? company?.suite_hosts : null;
  return useMemo(
    () =>
      source.kind === 'site'
        ? { framedPageOf: (url: string) => source.framedPageOf(url), hosts: null, ready: true }
        : { framedPageOf: (url: string) => framedPageOnOrigins(url, hosts ?? []), hosts: hosts ?? [], ready: company !== undefined },
    [source, hosts, company],
  );
}
