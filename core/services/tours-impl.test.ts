import { describe, expect, it } from 'vitest';
import type { TourDeclaration } from '../domain/tours';
import { ToursImpl } from './tours-impl';

const tour = (id: string): TourDeclaration => ({ id, namespace: 'host', titleKey: id, steps: [{ index: 1, target: id, titleKey: 't', textKey: 'x' }] });
const home = tour('home');
const editor = tour('diagram-editor');

describe('ToursImpl', () => {
  it('offers the tours of the registered pages until each takes them back', () => {
    const tours = new ToursImpl();
    const leaveHome = tours.register([home]);
    const leaveEditor = tours.register([editor]);
    expect(tours.available).toEqual([home, editor]);
    leaveHome();
    expect(tours.available).toEqual([editor]);
    leaveEditor();
    expect(tours.available).toEqual([]);
  });

  it('starts an available tour, and a restart of the same tour is a new run', () => {
    const tours = new ToursImpl();
    tours.register([home]);
    tours.start('home');
    const first = tours.running;
    expect(first?.tour).toBe(home);
    tours.start('home');
    expect(tours.running?.tour).toBe(home);
    expect(tours.running?.run).not.toBe(first?.run);
  });

  it('ignores a tour the page does not offer', () => {
    const tours = new ToursImpl();
    tours.register([home]);
    tours.start('project');
    expect(tours.running).toBeNull();
  });

  it('starts a due tour by itself once per session, however it ended', () => {
    const tours = new ToursImpl();
    tours.register([home]);
    tours.startByItself('home');
    expect(tours.running?.tour).toBe(home);
    tours.end();
    tours.startByItself('home');
    expect(tours.running).toBeNull();
    tours.start('home');
    expect(tours.running?.tour).toBe(home);
  });

  it('ends the running tour when its page goes, not when another page goes', () => {
    const tours = new ToursImpl();
    const leaveHome = tours.register([home]);
    const leaveEditor = tours.register([editor]);
    tours.start('home');
    leaveEditor();
    expect(tours.running?.tour).toBe(home);
    leaveHome();
    expect(tours.running).toBeNull();
  });
});
