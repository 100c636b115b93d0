import { numericTwin } from '../../core/domain/access-id';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * Route guard rule 1: every parameter whose name ends in `Id` gets a twin named `<name>Int` holding
 * the number it stands for (an access id's base64 `id|secret` is decoded). A value that does not
 * decode has no twin.
 */
export function numericTwins(params: RouteParams): Record<string, number> {
  const twins: Record<string, number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (!name.endsWith('Id') || value === undefined) continue;
    const twin = numericTwin(value);
    if (twin !== null) twins[`${name}Int`] = twin;
  }
  return twins;
}
