import { importVisio, mapVisioPage, type VisioImport } from '../import-visio';
import type { VisioShapeMapper } from '../visio-mapper';
import { readVsdx } from '../vsdx-reader';
import { vsdxFile, vsdxParts, zipParts, type TestConnector, type TestPage, type TestShape } from './vsdx-builder';

/** Cell ids c1, c2... in the order the import asks for them. */
export const sequentialIds = () => {
  let n = 0;
  return () => `c${++n}`;
};

/** A one-inch shape of a master at (pinX, pinY) inches. */
export const shape = (id: number, master: string, data: Record<string, string> = {}, place: Partial<TestShape> = {}): TestShape => ({
  id,
  master,
  pinX: 1,
  pinY: 1,
  width: 1,
  height: 1,
  data,
  ...place,
});

/** Imports a one-page drawing of these shapes and connectors with a plugin's mapper, cell ids c1, c2... */
export const importerOf =
  (mapper: VisioShapeMapper) =>
  (shapes: TestShape[], connectors: TestConnector[] = []) =>
    importVisio(vsdxFile({ shapes, connectors }), mapper, sequentialIds());

/** Reads a drawing of several pages and imports one of them (0 the first) with a plugin's mapper, cell ids c1, c2... */
export const importPageOf = (mapper: VisioShapeMapper, pages: TestPage[], pageIndex: number): VisioImport =>
  mapVisioPage(readVsdx(zipParts(vsdxParts({ shapes: [], pages }))).pages[pageIndex], mapper, sequentialIds());
