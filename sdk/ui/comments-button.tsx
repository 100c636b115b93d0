import ChatBubble from '@mui/icons-material/ChatBubble';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { ShellState } from '../../core/services/shell-state';
import type { EntityItem } from '../entity-values/entity-item';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useService } from '../services-context';

/** The item type the host's comments panel opens for. */
export const ENTITY_VALUE_ITEM_TYPE = 'EntityValue';
/** The item type that opens a module's own comments. */
export const MODULE_ITEM_TYPE = 'ProjectScenarioModule';

export interface CommentsButtonProps {
  item: Pick<EntityItem<unknown>, 'id' | 'commentCount' | 'unreadCommentCount'>;
  /** Names the item in the button's label, e.g. its title. */
  name: string;
  /** Readers cannot start a thread (creating a comment needs write), so they only see items that have comments. */
  readOnly?: boolean;
}

/**
 * Opens the host's comments panel for one entity value, with the number of comments as a badge that
 * stands out while some are unread. Shown in read-only mode too when there is something to read. An item
 * the server has not saved yet cannot be commented on, so the button is disabled until it has an id.
 */
export function CommentsButton({ item, name, readOnly = false }: CommentsButtonProps) {
  const t = useSdkTranslate();
  const shell = useService(ShellState);
  const count = item.commentCount ?? 0;
  const unread = item.unreadCommentCount ?? 0;
  const label =
    unread > 0
      ? t('comments.labelWithUnread', { name, count, unread })
      : count > 0
        ? t('comments.labelWithCount', { name, count })
        : t('comments.label', { name });
  const { id } = item;
  if (readOnly && count === 0) return null;
  return (
    <IconButton
      size="small"
      aria-label={label}
      disabled={id === null}
      onClick={() => {
        if (id !== null) shell.setItemToOpen({ itemType: ENTITY_VALUE_ITEM_TYPE, itemId: id });
      }}
    >
      <Badge
        badgeContent={count}
        max={99}
        color={unread > 0 ? 'primary' : 'default'}
        data-unread={unread > 0 || undefined}
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        {unread > 0 ? <ChatBubble fontSize="small" /> : <ChatBubbleOutlineOutlined fontSize="small" />}
      </Badge>
    </IconButton>
  );
}
