import { describe, expect, it, vi } from 'vitest';
import { labelTextBreaker, wrapWords } from './label-text';

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

  it('wraps a title wider than the box by whole words', () => {
    const { breakLongText, breakText } = setup();
    // 98 px wide less the slack: 13 characters of 7 px a line.
    expect(breakText('Check the order twice', { width: 100, height: 58 }, STYLES, { ellipsis: true })).toBe('Check the\norder twice');
    expect(breakLongText).not.toHaveBeenCalled();
  });

  it('never splits a word that fits on a line of its own', () => {
    const { breakText } = setup();
    // "Correct" is 49 px: it fits a 56 px line alone, so it moves whole to the next line.
    expect(breakText('Send Correct Report', { width: 58 }, STYLES)).toBe('Send\nCorrect\nReport');
  });

  it('splits only a word wider than the whole line', () => {
    expect(wrapWords('a Superlongword b', 35, (line) => line.length * 7)).toEqual(['a', 'Super', 'longw', 'ord b']);
  });

  it('keeps words whole in a box too narrow for one character', () => {
    expect(wrapWords('Check order', 4, (line) => line.length * 7)).toEqual(['Check', 'order']);
  });

  it('keeps every line of a label higher than its box instead of cutting it with an ellipsis', () => {
    const { breakText } = setup();
    expect(breakText('one two three four five six', { width: 40, height: 20 }, STYLES)).toBe('one\ntwo\nthree\nfour\nfive\nsix');
  });

  it('breaks lines at CR LF, CR, LF and the Unicode line and paragraph separators', () => {
    const { breakText } = setup();
    expect(breakText('Check\u2028order\u2029twice\r\nnow\rthen\nend', { width: 500 }, STYLES)).toBe('Check\norder\ntwice\nnow\nthen\nend');
  });

  it('draws runs of spaces as one, as SVG does', () => {
    const { breakText } = setup();
    expect(breakText('  two   spaces ', { width: 500 }, STYLES)).toBe('two spaces');
  });

  it('measures with the letter spacing the page gives the label', () => {
    const { measure, breakText } = setup();
    expect(breakText('Spaced', { width: 500 }, { ...STYLES, 'letter-spacing': '0.15px' })).toBe('Spaced');
    expect(measure).toHaveBeenCalledWith('Spaced', '400 13px Roboto', '0.15px');
  });

  it('leaves to JointJS a text transform, or a text it cannot measure', () => {
    const { measure, breakText } = setup();
    expect(breakText('Upper', { width: 500 }, { ...STYLES, 'text-transform': 'uppercase' })).toBe('broken by JointJS');
    expect(measure).not.toHaveBeenCalled();
    const unmeasured = labelTextBreaker(() => null, () => 'broken by JointJS');
    expect(unmeasured('Ok', { width: 500 }, STYLES)).toBe('broken by JointJS');
  });
});
