/** A text module's text, as plain text. */
import { htmlAsText } from '../../../../core/domain/html-text';
import type { FamilyRenderer } from './module-content';

export const renderDocument: FamilyRenderer = ({ manifest, values }) =>
  manifest.entityAttributes.flatMap((attribute) => (values.get(attribute.key) ?? []).map((value) => htmlAsText(String(value.html ?? value.text ?? ''))));
