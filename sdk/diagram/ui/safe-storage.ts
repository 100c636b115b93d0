/** The page's localStorage, or null where there is none or it may not be used (private modes, tests). */
export function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
