/** A heat map's colour for a share of the highest score (0..1): green, through amber, to red. */
export function heatColour(share: number): string {
  const clamped = Math.min(1, Math.max(0, share));
  // Hue 120 (green) down to 0 (red), light enough for dark text.
  return `hsl(${Math.round(120 * (1 - clamped))}, 70%, 72%)`;
}
