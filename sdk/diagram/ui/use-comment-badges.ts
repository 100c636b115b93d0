import { dia } from '@joint/core';
import { useEffect } from 'react';
import { ShellState } from '../../../core/services/shell-state';
import type { EntityValuesStore } from '../../entity-values/entity-values-store';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { useService } from '../../services-context';
import { ENTITY_VALUE_ITEM_TYPE } from '../../ui/comments-button';
import { CommentBadge, type CommentBadgeOptions } from '../paper/comment-badge';
import type { DiagramPaper } from '../paper/diagram-paper';

const BADGE_ID = 'comment-count';

/**
 * A badge with the number of comments on each shape that has some (the cells' comment_count); clicking
 * it opens that shape's comments. The counts are read again when a comment is written or removed.
 */
export function useCommentBadges<V extends { jsid?: unknown }>(paper: DiagramPaper | null, store: EntityValuesStore<V>, openComments: (cellId: string) => void): void {
  const t = useSdkTranslate();
  const shell = useService(ShellState);
  useEffect(() => {
    if (!paper) return;
    let shown = new Map<string, number>();
    const counts = () => {
      const next = new Map<string, number>();
      for (const item of store.items) {
        if (item.id !== null && (item.commentCount ?? 0) > 0 && item.value.jsid !== undefined) next.set(String(item.value.jsid), item.commentCount!);
      }
      return next;
    };
    const draw = () => {
      const next = counts();
      for (const jsid of shown.keys()) {
        const view = !next.has(jsid) && paper.paper.findViewByModel(jsid);
        if (view) CommentBadge.remove(view, BADGE_ID);
      }
      for (const [jsid, count] of next) {
        const view = paper.paper.findViewByModel(jsid);
        const current = view && (CommentBadge.get(view, BADGE_ID) as CommentBadge | null);
        if (!view || !view.model.isElement() || current?.options.count === count) continue;
        const options: CommentBadgeOptions = { layer: dia.Paper.Layers.FRONT, count, label: t('diagram.comments.badge', { count }), onOpen: () => openComments(jsid) };
        CommentBadge.add(view, 'root', BADGE_ID, options);
      }
      shown = next;
    };
    draw();
    const items = store.state$.subscribe(draw);
    // Views of shapes scrolled into sight are made as they come: their badges follow.
    paper.paper.on('render:done', draw);
    const changed = shell.commentsChanged$.subscribe((item) => {
      if (item.itemType === ENTITY_VALUE_ITEM_TYPE && store.items.some((candidate) => candidate.id === Number(item.itemId))) void store.reload();
    });
    return () => {
      items.unsubscribe();
      changed.unsubscribe();
      paper.paper.off('render:done', draw);
      for (const jsid of shown.keys()) {
        const view = paper.paper.findViewByModel(jsid);
        if (view) CommentBadge.remove(view, BADGE_ID);
      }
    };
  }, [paper, store, openComments, shell, t]);
}
