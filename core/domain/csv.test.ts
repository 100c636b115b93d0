import { describe, expect, it } from 'vitest';
import { csvCell, csvCellText, csvDocument } from './csv';

describe('csvDocument', () => {
  it('starts with a byte order mark and ends each row with CRLF', () => {
    expect(csvDocument(['a', 'b'], [['1', '2']])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('quotes cells holding a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain é')).toBe('plain é');
  });

  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx'])('keeps %j from running as a formula', (text) => {
    expect(csvCell(text)).toBe(`'${text}`);
  });

  it('guards and quotes a formula with a comma', () => {
    expect(csvCell('=HYPERLINK("x",1)')).toBe(`"'=HYPERLINK(""x"",1)"`);
  });
});

describe('csvCellText', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', "'quoted", 'plain'])('reads %j back as written', (text) => {
    expect(csvCellText(csvCell(text).replace(/^"|"$/g, ''))).toBe(text);
  });
});
