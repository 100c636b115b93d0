/** The system admin's calls on a company's sign-in providers (data-layer.md §7). */
import type { CompanyProvider, CompanyProviderInput, ProviderDiscoveryCheck } from '../../../core/domain/company-providers';
import type { HttpClient } from '../../../core/services/http-client';

const providersPath = (companyId: number, id?: number, action = '') =>
  `/api/admin/companies/${companyId}/providers${id === undefined ? '' : `/${id}`}${action}.json`;

export function listCompanyProviders(http: HttpClient, companyId: number, signal?: AbortSignal): Promise<CompanyProvider[]> {
  return http.get<CompanyProvider[]>(providersPath(companyId), { signal });
}

/** Creates the provider when `id` is null, else changes it. */
export function saveCompanyProvider(http: HttpClient, companyId: number, id: number | null, input: CompanyProviderInput): Promise<CompanyProvider> {
  return id === null
    ? http.post<CompanyProvider>(providersPath(companyId), input, { skipStatusHandling: true })
    : http.put<CompanyProvider>(providersPath(companyId, id), input, { skipStatusHandling: true });
}

export function deleteCompanyProvider(http: HttpClient, companyId: number, id: number): Promise<unknown> {
  return http.delete<unknown>(providersPath(companyId, id), { skipStatusHandling: true });
}

export function checkProviderDiscovery(http: HttpClient, companyId: number, id: number): Promise<ProviderDiscoveryCheck> {
  return http.post<ProviderDiscoveryCheck>(providersPath(companyId, id, '/check'), undefined, { skipStatusHandling: true });
}
