import { describe, expect, it, vi } from 'vitest';
import { labelTextBreaker } from './label-text';

const STYLES = { 'font-size': '13px', 'font-family': 'Roboto', 'font-weight': '400', 'letter-spacing': 'normal', 'text-transform': 'none' };

function setup(charWidth = 7) {
  const measure = vi.fn((text: string) => text.length * charWidth);
  const breakLongText = vi.fn(() => 'broken by JointJS');
  return { measure, breakLongText, breakText: labelTextBreaker(measure, breakLongText) };
}

describe('labelTextBreaker', () => {
  it('answers a title that fits on one line as it is, measured in the label font', () => {
    const { measure, breakLongText, breakText } = setup();
    expect(breakText('Check order', { width: 100, height: 58 }, STYLES)).toBe('Check order');
    expect(measure).toHaveBeenCalledWith('Check order', '400 13px Roboto', '0px');
    expect(breakLongText).not.toHaveBeenCalled();
  });

  it('leaves a title wider than the box to JointJS, with its options', () => {
    const { breakLongText, breakText } = setup();
    expect(breakText('Check the order twice', { width: 100, height: 58 }, STYLES, { ellipsis: true })).toBe('broken by JointJS');
    expect(breakLongText).toHaveBeenCalledWith('Check the order twice', { width: 100, height: 58 }, STYLES, { ellipsis: true });
  });

  it('leaves to JointJS what a plain measure cannot mirror', () => {
    const { measure, breakText } = setup();
    for (const text of ['two  spaces', ' leading', 'new\nline']) expect(breakText(text, { width: 500 }, STYLES)).toBe('broken by JointJS');
    expect(breakText('Upper', { width: 500 }, { ...STYLES, 'text-transform': 'uppercase' })).toBe('broken by JointJS');
    expect(measure).not.toHaveBeenCalled();
  });

  it('measures with the letter spacing the page gives the label', () => {
    const { measure, breakText } = setup();
    expect(breakText('Spaced', { width: 500 }, { ...STYLES, 'letter-spacing': '0.15px' })).toBe('Spaced');
    expect(measure).toHaveBeenCalledWith('Spaced', '400 13px Roboto', '0.15px');
  });

  it('leaves to JointJS a box lower than one line, or a text it cannot measure', () => {
    const { breakText } = setup();
    expect(breakText('Ok', { width: 500, height: 10 }, STYLES)).toBe('broken by JointJS');
    const unmeasured = labelTextBreaker(() => null, () => 'broken by JointJS');
    expect(unmeasured('Ok', { width: 500 }, STYLES)).toBe('broken by JointJS');
  });
});
