import { resolveService } from '../../core/services/service-token';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { aUser } from '../test/fake-guard-services';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { CommentsPanel } from './comments-panel';

const comment = (over: object) => ({
  id: 1,
  project_id: 7,
  module_id: null,
  commentable_type: 'Project',
  commentable_id: 7,
  comment_level_type: 'project',
  parent_id: null,
  user: { id: 5, name: 'Eddie Editor' },
  body: 'First thoughts',
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-01T10:00:00Z',
  unread: false,
  ...over,
});

async function setUp(canWrite = true) {
  const services = createHostTestContainer();
  let comments = [
    comment({}),
    comment({ id: 2, parent_id: 1, user: { id: 6, name: 'Vera Viewer' }, body: 'Agreed', unread: true }),
  ];
  services.http
    .on('GET', '/api/current_user', () => aUser({ id: 5 }))
    .on('GET', '/api/comments.json', () => comments)
    .on('POST', '/api/comments/mark_read.json', () => ({}))
    .on('POST', '/api/comments.json', ({ body }) => {
      const created = comment({ id: 3, ...(body as object) });
      comments = [...comments, created];
      return created;
    })
    .on('PUT', '/api/comments/1.json', ({ body }) => {
      comments = comments.map((c) => (c.id === 1 ? { ...c, ...(body as object) } : c));
      return comments[0];
    });
  await resolveService(services.container, CurrentUserStore).load();
  renderHost(
    <CommentsPanel
      projectId={7}
      target={{ commentable_type: 'Project', commentable_id: 7, comment_level_type: 'project' }}
      canWrite={canWrite}
    />,
    services.container,
  );
  return services;
}

describe('CommentsPanel', { timeout: 20000 }, () => {
  it('shows a thread with its reply, a count, and marks the unread ones read', async () => {
    const { http } = await setUp();
    expect(await screen.findByRole('article', { name: 'Eddie Editor: First thoughts' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Vera Viewer: Agreed' })).toHaveTextContent('New');
    expect(screen.getByText('2 comments')).toBeInTheDocument();
    await waitFor(() => expect(http.calls('POST', '/api/comments/mark_read.json')[0]?.body).toEqual({ ids: [2] }));
  });

  it('offers edit and delete on one’s own comments only, and saves an edit', async () => {
    const { http } = await setUp();
    const mine = await screen.findByRole('article', { name: 'Eddie Editor: First thoughts' });
    expect(within(screen.getByRole('article', { name: 'Vera Viewer: Agreed' })).queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(mine).getByRole('textbox', { name: 'Edit' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Second thoughts');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.calls('PUT', '/api/comments/1.json')[0]?.body).toEqual({ body: 'Second thoughts' }));
    expect(await screen.findByRole('article', { name: 'Eddie Editor: Second thoughts' })).toBeInTheDocument();
  });

  it('posts a reply under its comment', async () => {
    const { http } = await setUp();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Reply to Eddie Editor' }), 'Me too');
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(http.calls('POST', '/api/comments.json')[0]?.body).toEqual({
        project_id: 7,
        commentable_type: 'Project',
        commentable_id: 7,
        comment_level_type: 'project',
        parent_id: 1,
        body: 'Me too',
      }),
    );
  });

  it('lets readers read but not write', async () => {
    await setUp(false);
    expect(await screen.findByText('You can read comments but not add them.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
