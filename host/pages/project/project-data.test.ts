import { describe, expect, it } from 'vitest';
import { ProjectDataPrefetch, type ProjectData } from './project-data';

const data = { project: { id: 7 }, sections: [], modules: [], statuses: [] } as unknown as ProjectData;

describe('ProjectDataPrefetch', () => {
  it('hands the prefetched data to the page once', async () => {
    const prefetch = new ProjectDataPrefetch();
    prefetch.start(async () => data, 7);
    expect(await prefetch.take(7)).toBe(data);
    expect(await prefetch.take(7)).toBeNull();
  });

  it('gives nothing for another project', async () => {
    const prefetch = new ProjectDataPrefetch();
    prefetch.start(async () => data, 7);
    expect(await prefetch.take(8)).toBeNull();
  });

  it('turns a failed prefetch into nothing, so the page loads as usual', async () => {
    const prefetch = new ProjectDataPrefetch();
    prefetch.start(() => Promise.reject(new Error('403')), 7);
    expect(await prefetch.take(7)).toBeNull();
  });

  it('keeps the latest prefetch of a project', async () => {
    const prefetch = new ProjectDataPrefetch();
    const newer = { ...data, statuses: [{ id: 1, name: 'Done' }] } as unknown as ProjectData;
    prefetch.start(async () => data, 7);
    prefetch.start(async () => newer, 7);
    expect(await prefetch.take(7)).toBe(newer);
  });
});
