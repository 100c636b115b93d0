import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Framework mappings',
    rows: 'Rows',
    columns: 'Columns',
    mode: 'Cells hold',
    modes: { mark: 'A mark', raci: 'RACI letters', text: 'Text' },
    // Registry names follow the company's entity labels.
    sources: {
      stakeholders: '$t(entity:stakeholder.plural)',
      stakeholder_roles: '$t(entity:stakeholder_role.plural)',
      product_and_service_items: '$t(entity:product_and_service.plural)',
      product_and_service_item_categories: '$t(entity:product_and_service_category.plural)',
      tags: '$t(entity:tag.plural)',
      framework: 'Imported framework',
    },
    matrix: '{{rows}} against {{columns}}',
    importFramework: 'Import framework (CSV)',
    importHint: 'A CSV file with the columns code, name and optionally parent (the parent’s code), e.g. eTOM level-1 processes.',
    imported_one: 'Imported {{count}} framework item from {{file}}.',
    imported_other: 'Imported {{count}} framework items from {{file}}.',
    importFailed: 'The file was not imported:',
    problems: {
      noCodeOrNameColumn: 'Line {{line}}: the header needs the columns “code” and “name”.',
      emptyCode: 'Line {{line}}: the code is empty.',
      duplicateCode: 'Line {{line}}: this code appears earlier in the file.',
      tooLong: 'Line {{line}}: a code or name is too long.',
      tooMany: 'The file holds more than 1,000 items.',
    },
    exportCsv: 'Export CSV',
    emptyAxis: 'Nothing to map yet: {{source}} is empty.',
    emptyFramework: 'Import a framework to map against it.',
  },
} satisfies PluginMessages;
