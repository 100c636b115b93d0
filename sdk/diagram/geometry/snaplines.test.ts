import { describe, expect, it } from 'vitest';
import { snapToOthers } from './snaplines';

const other = { x: 100, y: 100, width: 100, height: 50 };

describe('snapToOthers', () => {
  it('snaps the left edge to another element’s left edge within 10 and draws a vertical guide', () => {
    const snap = snapToOthers({ x: 93, y: 300, width: 40, height: 40 }, [other]);
    expect(snap.position).toEqual({ x: 100, y: 300 });
    expect(snap.guides).toEqual([{ orientation: 'vertical', x: 100, from: 100, to: 340 }]);
  });

  it('snaps centres and opposite edges too, choosing the closest match', () => {
    // moving centre x = 148 + 20 = 168; other's right edge 200 is 12 away from moving right 208 -> too far;
    // other's centre 150 vs moving left 148 is 2 away.
    const snap = snapToOthers({ x: 148, y: 400, width: 40, height: 40 }, [other]);
    expect(snap.position.x).toBe(150);
  });

  it('snaps each axis on its own', () => {
    const snap = snapToOthers({ x: 500, y: 104, width: 40, height: 50 }, [other]);
    expect(snap.position).toEqual({ x: 500, y: 100 });
    expect(snap.guides).toEqual([{ orientation: 'horizontal', y: 100, from: 100, to: 540 }]);
  });

  it('does not snap beyond 10', () => {
    const snap = snapToOthers({ x: 411, y: 411, width: 40, height: 40 }, [other]);
    expect(snap).toEqual({ position: { x: 411, y: 411 }, guides: [] });
  });

  it('prefers the nearer of two elements', () => {
    // 3 from the first element's left edge, 1 from the second's
    const snap = snapToOthers({ x: 93, y: 500, width: 4, height: 4 }, [other, { x: 96, y: 0, width: 10, height: 10 }]);
    expect(snap.position.x).toBe(94);
  });
});
