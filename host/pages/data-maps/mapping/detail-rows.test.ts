import { describe, expect, it } from 'vitest';
import { buildDetailEntries } from '../../../../core/domain/catalog-detail-entries';
import { categoriesByDetail, coverageOf, filterDetails, NO_DETAIL_FILTER } from './detail-rows';
import { aCatalog, aDetail, aGroup, aMapping } from './mapping-test-data';

const people = aGroup(10, 1, 'People');
const customer = aDetail(1, people, 'Customer');
const email = aDetail(2, people, 'Email', customer);
const money = aGroup(20, 2, 'Money');
const invoice = aDetail(3, money, 'Invoice');
const entries = buildDetailEntries([
  { catalog: aCatalog(1, 'CRM'), groups: [people], details: [customer, email] },
  { catalog: aCatalog(2, 'Ledger'), groups: [money], details: [invoice] },
]);
const mapped = categoriesByDetail([aMapping(1, 2, 100), aMapping(2, 2, 101), aMapping(3, 3, 100)]);
const names = (rows: typeof entries) => rows.map((row) => row.detail.name);

describe('element mapping rows', () => {
  it('names each detail by its group and parents, as uploads do', () => {
    expect(entries.map((entry) => entry.path)).toEqual(['People / Customer', 'People / Customer / Email', 'Money / Invoice']);
  });

  it('finds a parent that the catalog lists after its child', () => {
    const [child] = buildDetailEntries([{ catalog: aCatalog(1, 'CRM'), groups: [people], details: [email, customer] }]);
    expect(child.path).toBe('People / Customer / Email');
  });

  it('lists the categories of each detail', () => {
    expect(mapped.get(2)).toEqual([100, 101]);
    expect(mapped.get(1)).toBeUndefined();
  });

  it('searches every word in the catalog name and the path, any case', () => {
    expect(names(filterDetails(entries, { ...NO_DETAIL_FILTER, search: 'crm EMAIL' }, mapped))).toEqual(['Email']);
    expect(names(filterDetails(entries, { ...NO_DETAIL_FILTER, search: 'customer' }, mapped))).toEqual(['Customer', 'Email']);
  });

  it('keeps only the unmapped details, or one catalog’s', () => {
    expect(names(filterDetails(entries, { ...NO_DETAIL_FILTER, unmappedOnly: true }, mapped))).toEqual(['Customer']);
    expect(names(filterDetails(entries, { ...NO_DETAIL_FILTER, catalogId: 2 }, mapped))).toEqual(['Invoice']);
  });

  it('counts a detail as covered once, however many categories it is in', () => {
    expect(coverageOf(entries, mapped)).toEqual({ mapped: 2, total: 3 });
  });
});
