import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { Translate } from '../i18n/translate';
import type { EmbedDeclaration, EmbeddedPage } from './embed-declaration';
import { ExternalFrame } from './external-frame';
import type { PageRule } from './use-page-rule';

export interface PageActionsProps {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onEdit(): void;
  onMove(direction: -1 | 1): void;
  onDelete(): void;
}

/** Edit, move and delete buttons of one page, named after it for screen readers. */
export function PageActions({ name, isFirst, isLast, onEdit, onMove, onDelete }: PageActionsProps) {
  const t = useSdkTranslate();
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <IconButton size="small" disabled={isFirst} aria-label={t('embed.moveUp', { name })} onClick={() => onMove(-1)}>
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton size="small" disabled={isLast} aria-label={t('embed.moveDown', { name })} onClick={() => onMove(1)}>
        <ArrowDownward fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('embed.edit', { name })} onClick={onEdit}>
        <Edit fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('embed.delete', { name })} onClick={onDelete}>
        <Delete fontSize="small" />
      </IconButton>
    </Stack>
  );
}

export interface EmbeddedPageViewProps {
  page: EmbeddedPage;
  embed: EmbedDeclaration;
  rule: PageRule;
  kindText: Translate;
}

/**
 * A framed page with its notes and, always, a link that opens it outside Tessera: a site that refuses to be
 * framed shows its own error inside the frame, which the view cannot tell from a page.
 */
export function EmbeddedPageView({ page, embed, rule, kindText }: EmbeddedPageViewProps) {
  const framed = rule.framedPageOf(page.url);
  const hosts = rule.hosts?.join(', ') ?? '';
  return (
    <Stack spacing={1}>
      {framed ? (
        <ExternalFrame page={framed} name={page.title} sandbox={embed.sandbox} allow={embed.allow} shape={embed.layout === 'stack' ? 'video' : 'page'} />
      ) : (
        <Alert severity="warning">{kindText('urlRefused', { hosts })}</Alert>
      )}
      {page.notes && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{page.notes}</Typography>}
      <Link href={framed?.openUrl ?? page.url} target="_blank" rel="noopener noreferrer" sx={{ alignSelf: 'flex-start', display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
        {kindText('open', { title: page.title })}
        <OpenInNew fontSize="inherit" aria-hidden />
      </Link>
    </Stack>
  );
}
