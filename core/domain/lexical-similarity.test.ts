import { describe, expect, it } from 'vitest';
import { LexicalIndex, lexicalWords, stem } from './lexical-similarity';

describe('lexical words', () => {
  it('strips plural endings but keeps words that only end in s', () => {
    expect(['orders', 'addresses', 'categories', 'boxes', 'status', 'address', 'analysis'].map(stem)).toEqual(['order', 'address', 'category', 'box', 'status', 'address', 'analysis']);
  });

  it('splits on anything but letters and digits and between camelCase parts, lower-cased, without stop words', () => {
    expect(lexicalWords('CRM / customerEmail_Address of the Café (2nd)')).toEqual(['crm', 'customer', 'email', 'address', 'cafe', '2nd']);
  });
});

describe('LexicalIndex', () => {
  const index = new LexicalIndex(['Customer / Contact details: email addresses and phone numbers', 'Finance / Invoices: billed amounts and tax', 'Logistics / Shipments: parcels and carriers']);

  it('scores the document that shares the query’s words highest', () => {
    const scores = index.scores('CRM / Customer / Email address');
    expect(scores[0]).toBeGreaterThan(scores[1]);
    expect(scores[0]).toBeGreaterThan(scores[2]);
  });

  it('finds an inflected or shortened word through its trigrams', () => {
    const scores = index.scores('invoicing amount');
    expect(scores.indexOf(Math.max(...scores))).toBe(1);
  });

  it('answers 0 for a query that shares nothing, and at most 1 for the same text', () => {
    expect(index.scores('zzz qqq')).toEqual([0, 0, 0]);
    expect(index.scores('Finance / Invoices: billed amounts and tax')[1]).toBeCloseTo(1);
  });
});
