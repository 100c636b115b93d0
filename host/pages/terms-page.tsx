/**
 * /terms: the terms and conditions the system admin wrote (system settings terms_text), public like the
 * sign-in page, so the terms link works before signing in. Plain text: a blank line starts a paragraph.
 */
import { Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsAnswer } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { PageLoading } from '../components/page-states';

export function TermsPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [terms, setTerms] = useState<TermsAnswer | null>(null);
  useEffect(() => {
    void http.get<TermsAnswer>('/api/terms.json', { withCredentials: false }).then(setTerms);
  }, [http]);
  if (!terms) return <PageLoading />;
  const paragraphs = terms.terms_text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  return (
    <Stack spacing={2} component="article" sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        {t('systemSettings.terms.title', { system: terms.system_title })}
      </Typography>
      {paragraphs.length === 0 && <Typography color="text.secondary">{t('systemSettings.terms.empty')}</Typography>}
      {paragraphs.map((paragraph, index) => (
        <Typography key={index} sx={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Typography>
      ))}
    </Stack>
  );
}
