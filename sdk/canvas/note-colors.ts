import { alpha, type Theme } from '@mui/material/styles';
import type { CanvasNoteColor } from '../family/family-declaration';

/** The palette's hues; a note is tinted with its hue so its text reads in light and dark themes alike. */
const NOTE_HUES: Record<CanvasNoteColor, string> = {
  yellow: '#f2c200',
  green: '#2e9d4f',
  blue: '#1e88e5',
  pink: '#e0407b',
  purple: '#8e44ad',
  orange: '#f57c00',
};

/** A note's background: its colour's tint, or the canvas's default tint when it has none. */
export function noteBackground(theme: Theme, color: CanvasNoteColor | undefined): string {
  return color ? alpha(NOTE_HUES[color], 0.25) : alpha(theme.palette.info.main, 0.12);
}

export function noteSwatch(color: CanvasNoteColor): string {
  return NOTE_HUES[color];
}
