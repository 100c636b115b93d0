/**
 * "Data" in the navigation: the data governance pages, for users who may read them (every signed-in user but
 * share-link visitors, data-layer.md §6). Data maps take their place here beside the catalogs.
 */
export const DATA_PAGES = [{ to: '/data-catalogs', pattern: '/data-catalogs/*', titleKey: 'nav.dataCatalogs' }] as const;
