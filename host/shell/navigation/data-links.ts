/**
 * "Data" in the navigation: the data governance pages, for users who may read them (every signed-in user but
 * share-link visitors, data-layer.md §6).
 */
export const DATA_PAGES = [
  { to: '/data-catalogs', pattern: '/data-catalogs/*', titleKey: 'nav.dataCatalogs' },
  { to: '/data-maps', pattern: '/data-maps/*', titleKey: 'nav.dataMaps' },
] as const;
