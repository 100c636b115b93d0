import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { Id } from '../../core/domain/api-types';
import { registryExportPath, type RegistryExportFormat } from '../../core/domain/registry-io-types';
import type { AssignableRegistry } from '../../core/domain/registry-types';
import { AlertService } from '../../core/services/alert-service';
import { HttpClient } from '../../core/services/http-client';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { downloadBlob } from '../ui/download-blob';
import { useService } from '../services-context';

export interface RegistryExportMenuProps {
  projectId: Id;
  registry: AssignableRegistry;
  /** The downloaded file's name without extension, e.g. "Stakeholders". */
  fileName: string;
}

/** An "Export" button whose menu downloads the registry as CSV or as an XLSX workbook. */
export function RegistryExportMenu({ projectId, registry, fileName }: RegistryExportMenuProps) {
  const t = useSdkTranslate();
  const http = useService(HttpClient);
  const alerts = useService(AlertService);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = async (format: RegistryExportFormat) => {
    setAnchor(null);
    try {
      downloadBlob(await http.getBlob(registryExportPath(projectId, registry, format)), `${fileName}.${format}`);
    } catch {
      alerts.set({ id: 'registry-export', text: t('registryIo.exportFailed'), severity: 'error' });
    }
  };
  return (
    <>
      <Button
        startIcon={<FileDownloadOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('registryIo.export')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void download('csv')}>{t('registryIo.exportCsv')}</MenuItem>
        <MenuItem onClick={() => void download('xlsx')}>{t('registryIo.exportXlsx')}</MenuItem>
      </Menu>
    </>
  );
}
