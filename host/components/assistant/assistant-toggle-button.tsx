import { Button } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useTranslation } from 'react-i18next';

/** The page toolbar's button that opens or closes the assistant; it names its shortcut. */
export function AssistantToggleButton({ open, onToggle, size }: { open: boolean; onToggle(): void; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('host');
  return (
    <Button
      size={size}
      startIcon={<AutoAwesomeIcon />}
      aria-pressed={open}
      aria-keyshortcuts="Alt+Shift+A"
      title={t('assistant.toggle')}
      onClick={onToggle}
    >
      {t('assistant.title')}
    </Button>
  );
}
