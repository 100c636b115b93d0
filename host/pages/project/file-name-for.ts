/** A file name from a project name: letters, digits, dashes. */
export function fileNameFor(name: string, extension: string): string {
  const base = name.trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'project';
  return `${base}.${extension}`;
}
