import { describe, expect, it } from 'vitest';
import type { PluginMessages } from '../plugin';
import type { Translate } from '../i18n/translate';
import type { AnyShapeDefinition } from '../diagram/shapes/define-shape';
import { createShapeRegistry, type ShapeRegistry } from '../diagram/shapes/shape-registry';
import type { PaletteGroup, PropertySheets } from '../diagram/ui/palette';

const MISSING = 'missing message: ';

/** Looks keys up in a plugin's English messages; a missing one comes back as `missing message: <key>`. */
export function englishTranslate(messages: PluginMessages): (key: string) => string {
  return (key) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages.en);
    return typeof found === 'string' ? found : `${MISSING}${key}`;
  };
}

const translated = (text: string, where: string) => expect(text, where).not.toContain(MISSING);

/** Checks that a palette offers only registered shapes, each with a translated title (not a message key). */
export function expectPaletteOfRegisteredShapes(palette: PaletteGroup[], registry: ShapeRegistry): void {
  for (const group of palette) translated(group.title, group.id);
  for (const item of palette.flatMap((group) => group.items)) {
    expect(registry.get(item.type), item.type).toBeDefined();
    translated(item.title, item.type);
  }
}

/** Checks that property sheets name only shapes and properties that exist, with a translated label for every choice. */
export function expectSheetsOfRegisteredProperties(sheets: PropertySheets, registry: ShapeRegistry): void {
  for (const [type, sheet] of Object.entries(sheets)) {
    const definition = registry.get(type);
    expect(definition, type).toBeDefined();
    for (const name of sheet.properties ?? []) expect(definition!.properties, `${type}.${name}`).toHaveProperty(name);
    for (const [name, label] of Object.entries(sheet.labels ?? {})) translated(label, `${type}.${name}`);
    for (const [name, labels] of Object.entries(sheet.choices ?? {})) {
      for (const label of Object.values(labels)) translated(label, `${type}.${name}`);
    }
  }
}

export interface DiagramPaletteSuite {
  shapes: readonly AnyShapeDefinition[];
  messages: PluginMessages;
  palette(t: Translate): PaletteGroup[];
  propertySheets(t: Translate): PropertySheets;
}

/** The palette and property-sheet tests every diagram plugin runs, as one describe block. */
export function describeDiagramPalette(name: string, suite: DiagramPaletteSuite): void {
  describe(`${name} palette and property sheets`, () => {
    const registry = createShapeRegistry(suite.shapes);
    const t = englishTranslate(suite.messages);

    it('offer only registered shapes, each with a translated title', () => {
      expectPaletteOfRegisteredShapes(suite.palette(t), registry);
    });

    it('name only properties the shapes have, with translated labels and choices', () => {
      expectSheetsOfRegisteredProperties(suite.propertySheets(t), registry);
    });
  });
}
