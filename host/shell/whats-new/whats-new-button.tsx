/** "What's New" in the navigation bar: a badge with the unread count; it opens the release-notes sidebar. */
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReleaseNote } from '../../../core/domain/api-types';
import { releaseNotePage } from '../../pages/release-notes/release-note-paths';
import { useReleaseNotes } from './use-release-notes';
import { WhatsNewDrawer } from './whats-new-drawer';

export function WhatsNewButton() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const notes = useReleaseNotes();
  const [open, setOpen] = useState(false);
  const show = () => {
    notes.reload();
    setOpen(true);
  };
  const openNote = (note: ReleaseNote) => {
    setOpen(false);
    void notes.markRead(note).finally(() => navigate(releaseNotePage(note.id)));
  };
  return (
    <>
      <Tooltip title={t('releaseNotes.whatsNew')}>
        <IconButton color="inherit" onClick={show} aria-label={t('releaseNotes.whatsNew')}>
          <Badge badgeContent={notes.unreadCount} color="info" data-testid="whats-new-unread">
            <NewReleasesOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <WhatsNewDrawer open={open} onClose={() => setOpen(false)} state={notes} onOpenNote={openNote} />
    </>
  );
}
