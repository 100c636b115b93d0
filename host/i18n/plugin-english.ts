/**
 * Every plugin's English (plugins/<segment>/locales/en.json) by segment, its namespace. One chunk, fetched with the
 * signed-in app or an embed beside the host's English: the sign-in page names no module kind.
 */
const files = import.meta.glob<Record<string, unknown>>('../../plugins/*/locales/en.json', { eager: true, import: 'default' });

export const pluginEnglish: Readonly<Record<string, Record<string, unknown>>> = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [path.split('/').at(-3) ?? '', messages]),
);
