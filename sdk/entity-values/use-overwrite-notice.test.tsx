import { act } from '@testing-library/react';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Alert } from '../../core/services/alert-service';
import { createTestServices, renderWithServices } from '../test-support/render-with-services';
import type { OverwrittenFields } from './entity-values-store';
import { useOverwriteNotice, type FieldLabel } from './use-overwrite-notice';

function renderNotice(fieldLabel?: FieldLabel) {
  const services = createTestServices();
  const overwrites = new Subject<OverwrittenFields>();
  const replacements = new Subject<OverwrittenFields>();
  const shown: Alert[] = [];
  services.alerts.alert$.subscribe((alert) => alert && shown.push(alert));
  const sources = { onDidOverwrite: overwrites, onWasOverwritten: replacements };
  function Notice() {
    useOverwriteNotice(sources, fieldLabel);
    return null;
  }
  renderWithServices(<Notice />, services);
  const overwrite = (fields: string[]) => act(() => overwrites.next({ key: '101', fields }));
  const replace = (fields: string[]) => act(() => replacements.next({ key: '101', fields }));
  return { shown, overwrite, replace };
}

const labels: Record<string, string> = { title: 'Name', impact: 'Impact' };

describe('useOverwriteNotice', () => {
  it('tells, as information, which fields someone else changed, by their labels', () => {
    const { shown, overwrite } = renderNotice((field) => labels[field]);
    overwrite(['title', 'impact']);
    expect(shown).toEqual([
      expect.objectContaining({ severity: 'info', text: 'Someone else changed Name and Impact of this item meanwhile; your change was kept.' }),
    ]);
  });

  it('tells whose change was replaced by a save based on an older version', () => {
    const { shown, replace } = renderNotice((field) => labels[field]);
    replace(['title']);
    replace(['style']);
    expect(shown.map((alert) => alert.text)).toEqual([
      'Someone else changed Name of this item at the same time as you; their change replaced yours.',
      'Someone else changed this item at the same time as you; their change replaced yours.',
    ]);
  });

  it('says only that the item changed when a field has no label, and shows each notice anew', () => {
    const { shown, overwrite } = renderNotice((field) => labels[field]);
    overwrite(['title', 'style']);
    overwrite(['title', 'style']);
    expect(shown.map((alert) => alert.text)).toEqual([
      'Someone else changed this item meanwhile; your change was kept.',
      'Someone else changed this item meanwhile; your change was kept.',
    ]);
    expect(new Set(shown.map((alert) => alert.id)).size).toBe(2);
  });
});
