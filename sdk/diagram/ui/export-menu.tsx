import FileDownload from '@mui/icons-material/FileDownload';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Divider from '@mui/material/Divider';
import { useId, useState } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { IMAGE_EXPORT_FORMATS, type ImageExportFormat } from '../export/diagram-export';

export interface ExportMenuProps {
  /** Working on the last export: the button is busy. */
  busy: boolean;
  /** Something is selected: "Only the selection" can be chosen. */
  hasSelection: boolean;
  /** Absent: only the file format is offered. */
  exportImage?: (format: ImageExportFormat, selectionOnly: boolean) => void;
  /** The plugin's file format ("Export BPMN 2.0 XML"), when it has one. */
  fileFormat?: { name: string; exportFile: () => void };
}

/** The toolbar's "Export" menu: the diagram or the selection as SVG, PNG or PNG at twice the size, and the plugin's file format. */
export function ExportMenu({ busy, hasSelection, exportImage, fileFormat }: ExportMenuProps) {
  const t = useSdkTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [selectionOnly, setSelectionOnly] = useState(false);
  const choose = (action: () => void) => {
    setAnchor(null);
    action();
  };
  const label = t('diagram.export.menu');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? true : undefined}
            aria-busy={busy || undefined}
            disabled={busy}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {busy ? <CircularProgress size={18} /> : <FileDownload fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {exportImage && [
          <MenuItem
            key="selection"
            role="menuitemcheckbox"
            aria-checked={hasSelection && selectionOnly}
            disabled={!hasSelection}
            onClick={() => setSelectionOnly((only) => !only)}
          >
            {t('diagram.export.selectionOnly')}
          </MenuItem>,
          <Divider key="divider" />,
          ...IMAGE_EXPORT_FORMATS.map((format) => (
            <MenuItem key={format} onClick={() => choose(() => exportImage(format, hasSelection && selectionOnly))}>
              {t(`diagram.export.${format}`)}
            </MenuItem>
          )),
        ]}
        {exportImage && fileFormat && <Divider />}
        {fileFormat && (
          <MenuItem onClick={() => choose(fileFormat.exportFile)}>{t('diagram.toolbar.exportFile', { format: fileFormat.name })}</MenuItem>
        )}
      </Menu>
    </>
  );
}
