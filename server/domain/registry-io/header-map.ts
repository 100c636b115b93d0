/**
 * Which column of an uploaded table feeds which property. A header matches whatever a person is likely to
 * have: our export's header ("Link URL"), the property name ("link_url"), and for the name and groups
 * columns the entity labels, both the defaults and the company's renames ("Stakeholder", "Stakeholder
 * Roles", "Partners"). Case and extra spaces do not matter; unknown columns are ignored.
 */
import type { EntityMap } from '../../../core/domain/api-types';
import { DEFAULT_ENTITY_MAP } from '../../../core/domain/entity-map';
import { unprocessable } from '../../errors';
import type { RegistryIoDeclaration, RegistryTextColumn } from './registry-io-declarations';

export type ColumnName = RegistryTextColumn['name'];

export interface RegistryColumns {
  /** Each text property's column index; a property without a column is left as it is. */
  text: Partial<Record<ColumnName, number>>;
  /** The roles / categories column's index, if the table has one. */
  groups?: number;
}

export function headerKey(header: string): string {
  return header.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** An entity label's default and company spellings, singular and plural. */
export function entityLabels(key: string, entityMap: EntityMap): string[] {
  return [DEFAULT_ENTITY_MAP[key], entityMap[key]].flatMap((label) => (label ? [label.singular, label.plural] : []));
}

/** The header of the roles / categories column in an export: the company's plural label. */
export function groupsHeader(declaration: RegistryIoDeclaration, entityMap: EntityMap): string {
  return (entityMap[declaration.groupLabelKey] ?? DEFAULT_ENTITY_MAP[declaration.groupLabelKey]).plural;
}

export function mapRegistryHeader(header: readonly string[], declaration: RegistryIoDeclaration, entityMap: EntityMap): RegistryColumns {
  const indexOf = (names: readonly string[]): number | undefined => {
    const wanted = new Set(names.map(headerKey));
    const index = header.findIndex((cell) => wanted.has(headerKey(cell)));
    return index === -1 ? undefined : index;
  };
  const text: RegistryColumns['text'] = {};
  for (const column of declaration.columns) {
    const itemLabels = column.name === 'name' ? entityLabels(declaration.itemLabelKey, entityMap) : [];
    const index = indexOf([column.header, column.name, ...itemLabels]);
    if (index !== undefined) text[column.name] = index;
  }
  if (text.name === undefined) {
    const message = 'The file has no "Name" column. Put the column names in the first row, as an export writes them.';
    throw unprocessable([{ field: 'file', code: 'fileContent', message }], message);
  }
  return { text, groups: indexOf([...entityLabels(declaration.groupLabelKey, entityMap), declaration.groupResource]) };
}
