import { GRID_SIZE, GRID_SIZE_WITHOUT_GRIDLINES } from '../constants';

/** §9: grid 10 when gridlines are shown, otherwise 1. */
export function gridSize(showGridlines: boolean): number {
  return showGridlines ? GRID_SIZE : GRID_SIZE_WITHOUT_GRIDLINES;
}

export function snapToGrid(value: number, grid: number): number {
  return Math.round(value / grid) * grid;
}
