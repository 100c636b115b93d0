import { useEffect, useState } from 'react';
import { HttpClient } from '../../../core/services/http-client';
import type { AdminCompany } from '../../../core/domain/admin-accounts';
import { useService } from '../../../sdk/services-context';
import { adminAccountsPaths } from '../admin/accounts/admin-accounts-paths';
import { CompanyFilter, type CompanyChoice } from '../admin/accounts/company-filter';

/** The company filter of a system admin's statistics page; a link with `?company=` shows that company's name. */
export function StatisticsCompanyFilter({ companyId, onChange }: { companyId: number | undefined; onChange(companyId: number | undefined): void }) {
  const http = useService(HttpClient);
  const [chosen, setChosen] = useState<CompanyChoice | null>(null);
  const known = companyId !== undefined && chosen?.id === companyId;
  useEffect(() => {
    if (companyId === undefined || known) return;
    const controller = new AbortController();
    http.get<AdminCompany>(adminAccountsPaths.company(companyId), { signal: controller.signal, skipStatusHandling: true }).then(
      (company) => setChosen({ id: company.id, name: company.name }),
      () => undefined,
    );
    return () => controller.abort();
  }, [http, companyId, known]);
  return (
    <CompanyFilter
      value={known ? chosen : null}
      onChange={(company) => {
        setChosen(company);
        onChange(company?.id);
      }}
    />
  );
}
