import { describe, expect, it } from 'vitest';
import { LayersModel } from './layers';

function setup() {
  let next = 0;
  const model = new LayersModel({}, { createId: () => `L${(next += 1)}` });
  const base = model.create('Base');
  const notes = model.create('Notes');
  return { model, base, notes };
}

describe('LayersModel', () => {
  it('creates layers in order, the first being the base layer', () => {
    const { model } = setup();
    expect(model.layers.map((layer) => layer.name)).toEqual(['Base', 'Notes']);
    expect(model.firstLayerId).toBe('L1');
  });

  it('renames a layer', () => {
    const { model, notes } = setup();
    model.rename(notes, 'Comments');
    expect(model.layers[1]).toEqual({ id: notes, name: 'Comments', hidden: false });
  });

  it('reorders layers', () => {
    const { model, notes } = setup();
    const extra = model.create('Extra');
    model.move(extra, 0);
    expect(model.layers.map((layer) => layer.id)).toEqual([extra, 'L1', notes]);
    model.move(extra, 99);
    expect(model.layers.map((layer) => layer.id)).toEqual(['L1', notes, extra]);
  });

  it('hides a layer: its cells are hidden and not interactive', () => {
    const { model, base, notes } = setup();
    model.setHidden(notes, true);
    expect(model.isHidden(notes)).toBe(true);
    expect(model.isInteractive(notes)).toBe(false);
    expect(model.isInteractive(base)).toBe(true);
  });

  it('highlights a layer by dimming the others', () => {
    const { model, base, notes } = setup();
    model.highlight(notes);
    expect(model.isDimmed(base)).toBe(true);
    expect(model.isDimmed(notes)).toBe(false);
    expect(model.isInteractive(base)).toBe(false);
    model.highlight(null);
    expect(model.isDimmed(base)).toBe(false);
  });

  it('treats a cell of an unknown layer as on the first layer', () => {
    const { model, base } = setup();
    model.setHidden(base, true);
    expect(model.isHidden('nope')).toBe(true);
    expect(model.isHidden(null)).toBe(true);
  });

  it('removes a layer but never the last one', () => {
    const { model, base, notes } = setup();
    model.highlight(notes);
    expect(model.remove(notes)).toBe(base);
    expect(model.state.highlightedId).toBeNull();
    expect(model.remove(base)).toBeNull();
  });

  it('publishes each change', () => {
    const { model, notes } = setup();
    const names: string[][] = [];
    model.state$.subscribe((state) => names.push(state.layers.map((layer) => layer.name)));
    model.rename(notes, 'N');
    expect(names).toEqual([['Base', 'Notes'], ['Base', 'N']]);
  });
});

describe('the active layer', () => {
  it('is the first layer until another is made active', () => {
    const { model, base, notes } = setup();
    expect(model.activeLayerId).toBe(base);
    model.activate(notes);
    expect(model.activeLayerId).toBe(notes);
  });

  it('ignores an unknown layer and falls back to the first when the active one is deleted', () => {
    const { model, base, notes } = setup();
    model.activate('nope');
    expect(model.activeLayerId).toBe(base);
    model.activate(notes);
    model.remove(notes);
    expect(model.activeLayerId).toBe(base);
  });
});
