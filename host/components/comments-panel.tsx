import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { HttpClient } from '../../core/services/http-client';
import { ShellState } from '../../core/services/shell-state';
import { useProjectMembers, type ProjectMember } from '../../sdk/members/project-members';
import { useService } from '../../sdk/services-context';
import { formatDateTime } from './format-date';
import { describeHttpError } from './http-error-message';
import { MentionTextField } from './mention-text-field';
import { mentionedIds } from './mentions';
import { PageLoading, ErrorState } from './page-states';
import { useAsync } from '../../sdk/ui/use-async';
import { commentPath, COMMENTS_PATH, MARK_READ_PATH, type Comment, type CommentableType } from './workspace-api';

export interface CommentTarget {
  commentable_type: CommentableType;
  commentable_id: number;
  comment_level_type: Comment['comment_level_type'];
}

/**
 * The comment thread of a project, a module or one item of a module (a list item, a canvas note, a
 * diagram cell): replies under their comment, editing and deleting one's own, new ones marked until
 * they have been shown (mark_read is sent once they are on screen). A new comment or reply may mention
 * project members (`@Name`, chosen in a picker), who are notified.
 */
export function CommentsPanel({
  projectId,
  moduleId,
  target,
  canWrite,
  title,
}: {
  projectId: number;
  moduleId?: number;
  target: CommentTarget;
  canWrite: boolean;
  title?: string;
}) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const currentUser = useService(CurrentUserStore);
  const me = currentUser.user;
  const query = {
    project_id: projectId,
    module_id: moduleId,
    commentable_type: target.commentable_type,
    commentable_id: target.commentable_id,
  };
  const data = useAsync(
    (signal) => http.get<Comment[]>(COMMENTS_PATH, { params: query, signal }),
    [http, projectId, moduleId, target.commentable_type, target.commentable_id],
  );
  const comments = useMemo(() => (data.status === 'ready' ? data.data : []), [data]);

  // Shown is read: the ids that came in unread are marked once, and keep their "New" chip until the next load.
  const marked = useRef(new Set<number>());
  useEffect(() => {
    const ids = comments.filter((c) => c.unread && !marked.current.has(c.id)).map((c) => c.id);
    if (ids.length === 0) return;
    ids.forEach((id) => marked.current.add(id));
    http.post(MARK_READ_PATH, { ids }, { skipStatusHandling: true }).catch(() => undefined);
  }, [comments, http]);

  const threads = useMemo(() => {
    const roots = comments.filter((c) => c.parent_id === null);
    const replies = new Map<number, Comment[]>();
    for (const comment of comments) {
      if (comment.parent_id === null) continue;
      const list = replies.get(comment.parent_id) ?? [];
      list.push(comment);
      replies.set(comment.parent_id, list);
    }
    return roots.map((root) => ({ root, replies: replies.get(root.id) ?? [] }));
  }, [comments]);

  const shell = useService(ShellState);
  // Written or removed: the thread is read again, and views showing comment counts are told.
  const changed = () => {
    data.reload();
    shell.notifyCommentsChanged({ itemType: target.commentable_type, itemId: target.commentable_id });
  };

  const members = useProjectMembers(canWrite ? projectId : undefined);
  const post = async (body: string, parentId: number | null, mentioned: number[]) => {
    await http.post<Comment>(COMMENTS_PATH, {
      project_id: projectId,
      ...(moduleId !== undefined ? { module_id: moduleId } : {}),
      ...target,
      parent_id: parentId,
      body,
      ...(mentioned.length > 0 ? { mentioned_user_ids: mentioned } : {}),
    });
    changed();
  };

  const count = comments.filter((c) => !c.deleted).length;
  return (
    <Stack spacing={2} component="section" aria-label={t('projectPage.comment.title')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title ?? t('projectPage.comment.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('projectPage.comment.count', { count })}
        </Typography>
      </Stack>
      {data.status === 'loading' && <PageLoading />}
      {data.status === 'error' && <ErrorState message={describeHttpError(data.error, t)} onRetry={data.reload} />}
      {data.status === 'ready' && threads.length === 0 && <Typography color="text.secondary">{t('projectPage.comment.none')}</Typography>}
      <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {threads.map(({ root, replies }) => (
          <Box component="li" key={root.id}>
            <CommentView comment={root} mine={me?.id === root.user?.id} onChanged={changed} />
            <Stack spacing={1} component="ol" sx={{ listStyle: 'none', pl: 3, m: 0, mt: 1 }}>
              {replies.map((reply) => (
                <Box component="li" key={reply.id}>
                  <CommentView comment={reply} mine={me?.id === reply.user?.id} onChanged={changed} />
                </Box>
              ))}
            </Stack>
            {canWrite && !root.deleted && (
              <Box sx={{ pl: 3, mt: 1 }}>
                <CommentForm label={t('projectPage.comment.replyTo', { name: root.user?.name ?? t('projectPage.comment.someone') })} submitLabel={t('projectPage.comment.reply')} members={members} onSubmit={(body, mentioned) => post(body, root.id, mentioned)} compact />
              </Box>
            )}
          </Box>
        ))}
      </Stack>
      {canWrite ? (
        <CommentForm label={t('projectPage.comment.write')} submitLabel={t('projectPage.comment.send')} members={members} onSubmit={(body, mentioned) => post(body, null, mentioned)} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('projectPage.comment.readOnly')}
        </Typography>
      )}
    </Stack>
  );
}

function CommentView({ comment, mine, onChanged }: { comment: Comment; mine: boolean; onChanged(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (comment.deleted) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('projectPage.comment.deleted')}
      </Typography>
    );
  }
  const remove = () =>
    http
      .delete(commentPath(comment.id))
      .then(onChanged)
      .catch((failure: unknown) => setError(describeHttpError(failure, t)));
  return (
    <Box aria-label={`${comment.user?.name ?? t('projectPage.comment.someone')}: ${comment.body}`} role="article">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2">{comment.user?.name ?? t('projectPage.comment.someone')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(comment.created_at)}
        </Typography>
        {comment.unread && <Chip size="small" color="primary" label={t('projectPage.comment.unread')} />}
      </Stack>
      {editing ? (
        <CommentForm
          label={t('projectPage.comment.edit')}
          submitLabel={t('projectPage.comment.save')}
          initial={comment.body}
          compact
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await http.put(commentPath(comment.id), { body });
            setEditing(false);
            onChanged();
          }}
        />
      ) : (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.body}</Typography>
      )}
      {mine && !editing && (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setEditing(true)}>
            {t('projectPage.comment.edit')}
          </Button>
          <Button size="small" color="error" onClick={() => void remove()}>
            {t('projectPage.comment.delete')}
          </Button>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}

function CommentForm(props: {
  label: string;
  submitLabel: string;
  initial?: string;
  compact?: boolean;
  /** The members a new comment may mention; no mention picker without them. */
  members?: readonly ProjectMember[];
  onSubmit(body: string, mentioned: number[]): Promise<void>;
  onCancel?(): void;
}) {
  const { t } = useTranslation('host');
  const [body, setBody] = useState(props.initial ?? '');
  const [chosen, setChosen] = useState<ProjectMember[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return;
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(text, mentionedIds(text, chosen));
      setBody('');
      setChosen([]);
    } catch (failure) {
      setError(describeHttpError(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" spacing={1} onSubmit={(event: FormEvent) => void submit(event)}>
      <MentionTextField
        label={props.label}
        value={body}
        onChange={setBody}
        members={props.members}
        onMention={(member) => setChosen((current) => [...current, member])}
        multiline
        minRows={props.compact ? 1 : 2}
        size={props.compact ? 'small' : 'medium'}
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant={props.compact ? 'text' : 'contained'} size="small" loading={busy} disabled={!body.trim()}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button size="small" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
