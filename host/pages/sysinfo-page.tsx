import { version as reactVersion, type ReactNode } from 'react';
import { Link, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RuntimeConfigService } from '../../core/services/runtime-config-service';
import { SystemStore } from '../../core/services/system-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { PageLoading } from '../components/page-states';

/** What support needs to know: which system, whom to write to, and which release is running. */
export function SysinfoPage() {
  const { t } = useTranslation('host');
  const systems = useService(SystemStore);
  const { config } = useService(RuntimeConfigService);
  const system = useObservable(systems.system$, () => systems.system);
  const unknown = t('sysinfo.unknown');
  const rows: Array<[string, ReactNode]> = [
    [t('sysinfo.systemTitle'), system?.system_title || unknown],
    [
      t('sysinfo.supportEmail'),
      system?.support_email ? <Link href={`mailto:${system.support_email}`}>{system.support_email}</Link> : unknown,
    ],
    [t('sysinfo.releaseTag'), config.releaseTag || unknown],
    [t('sysinfo.environment'), config.environment || unknown],
    [t('sysinfo.reactVersion'), reactVersion],
    [t('sysinfo.browser'), navigator.userAgent],
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('sysinfo.title')}
      </Typography>
      {system === undefined ? (
        <PageLoading />
      ) : (
        <Paper variant="outlined">
          <Table aria-label={t('sysinfo.title')}>
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
