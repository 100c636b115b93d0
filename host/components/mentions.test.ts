import { describe, expect, it } from 'vitest';
import { insertMention, mentionChoices, mentionedIds, mentionQueryAt } from './mentions';

const vera = { id: 3, name: 'Vera Viewer', email: 'v@a.test' };
const otto = { id: 2, name: 'Otto Owner', email: 'o@a.test' };

describe('mentions in a comment', () => {
  it('finds the @word typed before the caret, at the start or after a space only', () => {
    expect(mentionQueryAt('Hi @ve', 6)).toEqual({ start: 3, query: 've' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail me@home', 12)).toBeNull();
    expect(mentionQueryAt('Hi @vera and', 12)).toBeNull();
  });

  it('offers the members whose name holds the word, in any case', () => {
    expect(mentionChoices([vera, otto], 'OWN')).toEqual([otto]);
    expect(mentionChoices([vera, otto], '')).toEqual([vera, otto]);
  });

  it('replaces the word with the name and puts the caret after it', () => {
    expect(insertMention('Hi @ve, see', 3, 6, vera)).toEqual({ text: 'Hi @Vera Viewer , see', caret: 16 });
  });

  it('counts only the chosen members still named in the text, once each', () => {
    expect(mentionedIds('@Vera Viewer and @Vera Viewer', [vera, otto, vera])).toEqual([3]);
  });
});
