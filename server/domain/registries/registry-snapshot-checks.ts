/**
 * What is wrong with the registries of an imported project archive: every row must have the fields its
 * declaration has, of the right kinds, before anything is written. Ids between rows are translated on
 * writing (registry-copies.ts), where an id the archive does not hold is dropped.
 */
import { LINKABLE_TYPES, type LinkableType } from '../../../core/domain/registry-types';
import type { FieldError } from '../../errors';
import { cleanUrl } from '../project-resources';
import { REGISTRY_DECLARATIONS, type RegistryField } from './registry-declarations';

const MAX_TEXT = 10000;
const COLOR = /^#[0-9A-Fa-f]{6}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isInteger(value);

function isWebAddress(value: unknown, allowEmpty: boolean): boolean {
  if (typeof value !== 'string') return false;
  if (allowEmpty && value.trim() === '') return true;
  try {
    cleanUrl(value);
    return true;
  } catch {
    return false;
  }
}

function fieldOk(field: RegistryField, value: unknown): boolean {
  if (value === undefined) return !field.required || field.kind === 'text';
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' && value.length <= MAX_TEXT && (!field.required || value.trim() !== '');
    case 'color':
      return value === null || (typeof value === 'string' && COLOR.test(value));
    case 'url':
      return isWebAddress(value, true);
    case 'ids':
      return Array.isArray(value) && value.length <= 1000 && value.every(isInt);
    case 'coordinate':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 10000000;
    case 'module':
    case 'item':
      return isInt(value);
  }
}

export function registrySnapshotProblems(input: unknown): FieldError[] {
  if (input === undefined) return [];
  if (!isObject(input)) return [{ field: 'registries', code: 'invalid', message: 'must be an object of registry rows by resource' }];
  const failures: FieldError[] = [];
  for (const declaration of REGISTRY_DECLARATIONS) {
    const rows = input[declaration.resource];
    if (rows === undefined) continue;
    if (!Array.isArray(rows)) {
      failures.push({ field: `registries/${declaration.resource}`, code: 'invalid', message: 'must be a list' });
      continue;
    }
    rows.forEach((row, index) => {
      const at = `registries/${declaration.resource}/${index}`;
      if (!isObject(row) || !isInt(row.id) || (row.position !== undefined && !isInt(row.position))) {
        failures.push({ field: at, code: 'invalid', message: 'needs an integer id (and an integer position, if any)' });
        return;
      }
      for (const field of declaration.fields) {
        if (!fieldOk(field, row[field.name])) failures.push({ field: `${at}/${field.name}`, code: 'invalid', message: `is not a valid ${field.name}` });
      }
    });
  }
  const links = input.links;
  if (links !== undefined && !Array.isArray(links)) failures.push({ field: 'registries/links', code: 'invalid', message: 'must be a list' });
  (Array.isArray(links) ? links : []).forEach((link, index) => {
    const ok =
      isObject(link) &&
      LINKABLE_TYPES.includes(link.linkable_type as LinkableType) &&
      isInt(link.linkable_id) &&
      typeof link.title === 'string' &&
      link.title.length <= 255 &&
      isWebAddress(link.url, false) &&
      (link.position === undefined || isInt(link.position));
    if (!ok) failures.push({ field: `registries/links/${index}`, code: 'invalid', message: 'needs a linkable_type, a linkable_id, a title and a web address' });
  });
  return failures;
}
