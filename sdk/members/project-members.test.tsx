import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../core/services/http-client';
import type { EntityItem } from '../entity-values/entity-item';
import { ListCell } from '../list/list-cell';
import { fieldDisplay, type ListField, type ListValue } from '../list/list-field';
import { DEFAULT_LIST_VIEW, sortItems, visibleItems } from '../list/list-view-state';
import { ServicesProvider } from '../services-context';
import { createTestServices, renderWithServices, TEST_PROJECT } from '../test-support/render-with-services';
import { serveTestMembers, TEST_MEMBERS } from '../test-support/test-members';
import { initialsOf } from './member-name';
import { loadProjectMembers, projectMembersPath, useProjectMembers } from './project-members';

const membersPath = projectMembersPath(TEST_PROJECT.id);
const [ada, eve, vic] = TEST_MEMBERS;

describe('the members of a project', () => {
  it('are the users of its effective permissions, loaded once per project and HTTP client', async () => {
    const { http } = createTestServices();
    serveTestMembers(http);
    expect(await loadProjectMembers(http, TEST_PROJECT.id)).toEqual(TEST_MEMBERS);
    await loadProjectMembers(http, TEST_PROJECT.id);
    expect(http.requestsTo('GET', membersPath)).toHaveLength(1);
  });

  it('are read without the page’s status handling: a share link’s visitor, refused, sees no names and stays on the page', async () => {
    const { http } = createTestServices();
    http.on('GET', membersPath, () => {
      throw new HttpError(403, 'Forbidden', null);
    });
    await expect(loadProjectMembers(http, TEST_PROJECT.id)).rejects.toThrow('Forbidden');
    expect(http.requestsTo('GET', membersPath).map((request) => request.skipStatusHandling)).toEqual([true]);
  });

  it('reach a component once loaded, and are not asked for while no field needs them', async () => {
    const services = createTestServices();
    serveTestMembers(services.http);
    const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider container={services.container}>{children}</ServicesProvider>;
    const { result, rerender } = renderHook(({ projectId }: { projectId?: number }) => useProjectMembers(projectId), {
      wrapper,
      initialProps: {},
    });
    expect(result.current).toBeUndefined();
    expect(services.http.requestsTo('GET', membersPath)).toHaveLength(0);
    rerender({ projectId: TEST_PROJECT.id });
    await waitFor(() => expect(result.current).toEqual(TEST_MEMBERS));
  });
});

describe('a user field', () => {
  const field: ListField = { name: 'owner', kind: 'user', label: 'Owner', members: TEST_MEMBERS };
  const items: EntityItem<ListValue>[] = [{ owner: vic.id }, {}, { owner: ada.id }, { owner: eve.id }].map((value, index) => ({
    key: `k${index}`,
    id: index + 1,
    value,
    position: index,
  }));
  const owners = (rows: readonly EntityItem<ListValue>[]) => rows.map((item) => item.value.owner);

  it('shows the name of the member its value names, and nothing for someone unknown or before the members have loaded', () => {
    expect(fieldDisplay(field, { owner: eve.id })).toBe('Eve Editor');
    expect(fieldDisplay(field, { owner: 999 })).toBe('');
    expect(fieldDisplay({ ...field, members: undefined }, { owner: eve.id })).toBe('');
    expect(fieldDisplay(field, {})).toBe('');
  });

  it('sorts by the member’s name, unset last, and filters and searches on the name', () => {
    expect(owners(sortItems(items, field, 'asc'))).toEqual([ada.id, eve.id, vic.id, undefined]);
    expect(owners(sortItems(items, field, 'desc'))).toEqual([vic.id, eve.id, ada.id, undefined]);
    expect(owners(visibleItems(items, [field], { ...DEFAULT_LIST_VIEW, filters: { owner: { contains: 'editor' } } }))).toEqual([eve.id]);
    expect(owners(visibleItems(items, [field], { ...DEFAULT_LIST_VIEW, search: 'vic' }))).toEqual([vic.id]);
  });

  it('shows the member in its cell by name beside their initials', () => {
    const { container } = renderWithServices(<ListCell field={field} value={{ owner: ada.id }} />, createTestServices());
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(container.textContent).toBe('AAAda Admin');
  });

  it('takes the initials of the first and last names', () => {
    expect(initialsOf('Otto Owner')).toBe('OO');
    expect(initialsOf('  mary  ann   smith ')).toBe('MS');
    expect(initialsOf('Cher')).toBe('C');
  });
});
