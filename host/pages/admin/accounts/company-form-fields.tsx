/** The fields a system admin sets on a company (name, licence count, trial end, active), for creating and editing. */
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AdminCompany, AdminCompanyInput } from '../../../../core/domain/admin-accounts';

/** The form's state: text as typed. */
export interface CompanyForm {
  name: string;
  licenceCount: string;
  /** YYYY-MM-DD or empty. */
  trialEnds: string;
  active: boolean;
}

export const EMPTY_COMPANY_FORM: CompanyForm = { name: '', licenceCount: '10', trialEnds: '', active: true };

export function companyFormOf(company: AdminCompany): CompanyForm {
  return { name: company.name, licenceCount: String(company.licence_count), trialEnds: company.trial_ends_at?.slice(0, 10) ?? '', active: company.active };
}

/** The request body, or null while the name is blank or the licence count no whole number. */
export function companyInputOf(form: CompanyForm): AdminCompanyInput | null {
  // Number('') is 0: an emptied field must not quietly mean no licences.
  const licences = form.licenceCount.trim() === '' ? NaN : Number(form.licenceCount);
  if (!form.name.trim() || !Number.isInteger(licences) || licences < 0) return null;
  return { name: form.name.trim(), licence_count: licences, trial_ends_at: form.trialEnds || null, active: form.active };
}

export function CompanyFormFields({ form, onChange, errors = {} }: { form: CompanyForm; onChange(form: CompanyForm): void; errors?: Partial<Record<keyof CompanyForm, string | null>> }) {
  const { t } = useTranslation('host');
  const set = (change: Partial<CompanyForm>) => onChange({ ...form, ...change });
  return (
    <Stack spacing={2}>
      <TextField label={t('systemAccounts.companyForm.name')} value={form.name} onChange={(event) => set({ name: event.target.value })} required error={!!errors.name} helperText={errors.name} />
      <TextField
        label={t('systemAccounts.companyForm.licenceCount')}
        type="number"
        value={form.licenceCount}
        onChange={(event) => set({ licenceCount: event.target.value })}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
        required
        error={!!errors.licenceCount}
        helperText={errors.licenceCount}
      />
      <TextField
        label={t('systemAccounts.companyForm.trialEnds')}
        type="date"
        value={form.trialEnds}
        onChange={(event) => set({ trialEnds: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        helperText={t('systemAccounts.companyForm.trialHelp')}
      />
      <FormControlLabel control={<Checkbox checked={form.active} onChange={(event) => set({ active: event.target.checked })} />} label={t('systemAccounts.companyForm.active')} />
    </Stack>
  );
}
