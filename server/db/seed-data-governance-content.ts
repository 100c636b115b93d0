/**
 * What the demo's data governance holds: the global catalog "Customer and order domain" (four groups, a tree of two
 * or three levels each), Acme's own catalog of its order system, the lineage links from Acme's system to the domain,
 * and the category tree of "Acme data map" with the details and categories it maps. Pure data; seed-data-governance.ts
 * writes it.
 */

/** A catalog detail with what lies below it. */
export interface DemoDetail {
  name: string;
  type: string;
  classification: string;
  description: string;
  children?: DemoDetail[];
}

export interface DemoGroup {
  name: string;
  description: string;
  owner: string;
  details: DemoDetail[];
}

export interface DemoCatalog {
  name: string;
  description: string;
  groups: DemoGroup[];
}

export interface DemoCategory {
  name: string;
  description: string;
  color: string;
  children?: DemoCategory[];
}

const detail = (name: string, type: string, classification: string, description: string, children?: DemoDetail[]): DemoDetail => ({
  name,
  type,
  classification,
  description,
  ...(children ? { children } : {}),
});
const field = (name: string, classification: string, description: string) => detail(name, 'attribute', classification, description);

export const DEMO_GLOBAL_CATALOG: DemoCatalog = {
  name: 'Customer and order domain',
  description: 'The business data of selling to customers: who buys, what they order, what we sell and how they pay.',
  groups: [
    {
      name: 'Customer',
      description: 'People and companies who buy from us, and how we reach them.',
      owner: 'Customer service',
      details: [
        detail('Customer', 'entity', 'confidential', 'A person or company that has bought, or signed up to buy.', [
          field('Customer ID', 'internal', 'The number that identifies the customer in every system.'),
          field('Full name', 'confidential', 'First and last name, or the company name.'),
          field('Date of birth', 'restricted', 'Asked only where the law requires an age check.'),
          detail('Contact details', 'entity', 'confidential', 'How the customer can be reached.', [
            field('Email address', 'confidential', 'Where order confirmations and invoices go.'),
            field('Phone number', 'confidential', 'For delivery questions; optional.'),
            field('Preferred channel', 'internal', 'Email, phone or post, as the customer chose.'),
          ]),
          detail('Postal address', 'entity', 'confidential', 'The customer’s billing address.', [
            field('Street and number', 'confidential', 'First line of the address.'),
            field('Postal code', 'confidential', 'As the country writes it.'),
            field('City', 'internal', 'Town or city.'),
            field('Country', 'internal', 'ISO 3166 country code.'),
          ]),
          field('Customer segment', 'internal', 'Consumer, small business or key account.'),
          field('Marketing consent', 'restricted', 'Whether and when the customer agreed to newsletters.'),
          field('Loyalty tier', 'internal', 'Bronze, silver or gold, by the last twelve months’ orders.'),
        ]),
      ],
    },
    {
      name: 'Order',
      description: 'What customers order, and how it reaches them.',
      owner: 'Sales operations',
      details: [
        detail('Order', 'entity', 'internal', 'One purchase by one customer, from the basket to delivery.', [
          field('Order number', 'internal', 'Shown to the customer on every message.'),
          field('Order date', 'internal', 'When the customer placed the order.'),
          field('Order status', 'internal', 'Placed, paid, shipped, delivered, cancelled or returned.'),
          field('Sales channel', 'internal', 'Web shop, phone or field sales.'),
          field('Order total', 'confidential', 'The amount due, tax included.'),
          field('Currency', 'public', 'ISO 4217 code of the order’s prices.'),
          detail('Order line', 'entity', 'internal', 'One product in an order.', [
            field('Quantity', 'internal', 'How many units.'),
            field('Unit price', 'internal', 'Price of one unit when ordered.'),
            field('Discount', 'confidential', 'Reduction granted on the line.'),
            field('Line total', 'internal', 'Quantity times unit price, less the discount.'),
          ]),
          detail('Shipment', 'entity', 'internal', 'A parcel sent for the order.', [
            field('Carrier', 'internal', 'The delivery company.'),
            field('Tracking number', 'internal', 'The carrier’s parcel reference.'),
            field('Delivery address', 'confidential', 'Where the parcel goes, if not the billing address.'),
            field('Delivered at', 'internal', 'When the carrier reported delivery.'),
          ]),
        ]),
      ],
    },
    {
      name: 'Product',
      description: 'What we sell, at what price, and how much is in stock.',
      owner: 'Product management',
      details: [
        detail('Product', 'entity', 'public', 'An article customers can order.', [
          field('SKU', 'public', 'The stock keeping unit, unique per article.'),
          field('Product name', 'public', 'As shown in the shop.'),
          field('Product description', 'public', 'The shop’s text about the article.'),
          field('Product category', 'public', 'Where the article sits in the shop’s navigation.'),
          field('Brand', 'public', 'The maker’s brand.'),
          detail('Pricing', 'entity', 'internal', 'What the article costs and earns.', [
            field('List price', 'public', 'The price before discounts.'),
            field('Cost price', 'confidential', 'What we pay the supplier.'),
            field('Tax rate', 'public', 'The VAT rate that applies.'),
          ]),
          detail('Inventory', 'entity', 'internal', 'Stock of the article.', [
            field('Stock on hand', 'internal', 'Units in the warehouse now.'),
            field('Warehouse', 'internal', 'Where the stock is kept.'),
            field('Reorder point', 'internal', 'Below this stock a purchase order is raised.'),
          ]),
        ]),
      ],
    },
    {
      name: 'Payment',
      description: 'How customers pay, and what we bill them.',
      owner: 'Finance',
      details: [
        detail('Payment', 'entity', 'restricted', 'Money received for an order.', [
          field('Payment ID', 'internal', 'The payment provider’s reference.'),
          field('Payment method', 'internal', 'Card, bank transfer, invoice or wallet.'),
          field('Amount', 'confidential', 'What was paid, in the order’s currency.'),
          field('Payment status', 'internal', 'Authorised, captured, refunded or failed.'),
          field('Paid at', 'internal', 'When the money was captured.'),
          detail('Card details', 'entity', 'restricted', 'Kept by the payment provider; we keep a token only.', [
            field('Card holder', 'restricted', 'The name on the card.'),
            field('Masked card number', 'restricted', 'The last four digits.'),
            field('Expiry date', 'restricted', 'Month and year.'),
            field('Card token', 'restricted', 'The provider’s token for repeat payments.'),
          ]),
          detail('Invoice', 'document', 'confidential', 'The bill sent to the customer.', [
            field('Invoice number', 'internal', 'Sequential, as tax law requires.'),
            field('Invoice date', 'internal', 'When the invoice was issued.'),
            field('VAT number', 'confidential', 'The business customer’s tax number.'),
            field('Due date', 'internal', 'When payment is due.'),
          ]),
        ]),
      ],
    },
  ],
};

const column = (name: string, classification: string, description: string) => detail(name, 'field', classification, description);

export const DEMO_LOCAL_CATALOG: DemoCatalog = {
  name: 'Acme order system',
  description: 'The tables of Acme’s web shop and ERP that hold customer and order data.',
  groups: [
    {
      name: 'Web shop',
      description: 'The shop’s database.',
      owner: 'E-commerce team',
      details: [
        detail('shop_customers', 'table', 'confidential', 'Accounts of shop customers.', [
          column('email', 'confidential', 'Sign-in and contact address.'),
          column('first_name', 'confidential', 'Given name.'),
          column('last_name', 'confidential', 'Family name.'),
          column('phone', 'confidential', 'Optional phone number.'),
        ]),
        detail('shop_orders', 'table', 'internal', 'Orders placed in the shop.', [
          column('order_ref', 'internal', 'The order number shown to the customer.'),
          column('placed_at', 'internal', 'Time of checkout.'),
          column('total_amount', 'confidential', 'Total with tax.'),
        ]),
      ],
    },
    {
      name: 'ERP',
      description: 'Finance and fulfilment in the ERP.',
      owner: 'Finance systems',
      details: [
        detail('erp_invoices', 'table', 'confidential', 'Invoices issued.', [
          column('invoice_no', 'internal', 'Invoice number.'),
          column('vat_id', 'confidential', 'Customer VAT number.'),
          column('amount_due', 'confidential', 'Open amount.'),
        ]),
        detail('erp_payments', 'table', 'restricted', 'Payments booked against invoices.', [
          column('method', 'internal', 'How it was paid.'),
          column('status', 'internal', 'Booking status.'),
        ]),
      ],
    },
  ],
};

/** Lineage: the data of a detail of Acme's system (group / path) flows to a detail of the domain (group / path). */
export const DEMO_DETAIL_LINKS: Array<[from: string, to: string]> = [
  ['Web shop / shop_customers / email', 'Customer / Customer / Contact details / Email address'],
  ['Web shop / shop_customers / phone', 'Customer / Customer / Contact details / Phone number'],
  ['Web shop / shop_orders / order_ref', 'Order / Order / Order number'],
  ['Web shop / shop_orders / total_amount', 'Order / Order / Order total'],
  ['ERP / erp_invoices / invoice_no', 'Payment / Payment / Invoice / Invoice number'],
  ['ERP / erp_payments / status', 'Payment / Payment / Payment status'],
];

export const DEMO_MAP = {
  name: 'Acme data map',
  description: 'Acme’s data sorted by what it is about, so each kind gets the care it needs.',
};

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'Personal data',
    description: 'Data about identifiable people (GDPR).',
    color: '#E57373',
    children: [
      { name: 'Contact data', description: 'How to reach a person.', color: '#EF9A9A' },
      { name: 'Identity data', description: 'Who a person is.', color: '#EF9A9A' },
      { name: 'Preferences and consent', description: 'What a person agreed to.', color: '#EF9A9A' },
    ],
  },
  {
    name: 'Financial data',
    description: 'Money owed and paid.',
    color: '#FFB74D',
    children: [
      { name: 'Payment data', description: 'Payments and the means of paying.', color: '#FFCC80' },
      { name: 'Invoicing data', description: 'Bills and their tax details.', color: '#FFCC80' },
    ],
  },
  {
    name: 'Operational data',
    description: 'What running the business produces.',
    color: '#64B5F6',
    children: [
      { name: 'Order data', description: 'Orders and their lines.', color: '#90CAF9' },
      { name: 'Fulfilment data', description: 'Shipping and delivery.', color: '#90CAF9' },
    ],
  },
  {
    name: 'Product data',
    description: 'What we sell.',
    color: '#81C784',
    children: [
      { name: 'Catalogue data', description: 'Articles, prices and descriptions.', color: '#A5D6A7' },
      { name: 'Inventory data', description: 'Stock and warehouses.', color: '#A5D6A7' },
    ],
  },
];

/** Element mapping: a detail (catalog name, then group / path) in a category (path). */
export const DEMO_DETAIL_MAPPINGS: Array<[catalog: string, detail: string, category: string]> = [
  [DEMO_GLOBAL_CATALOG.name, 'Customer / Customer / Contact details / Email address', 'Personal data / Contact data'],
  [DEMO_GLOBAL_CATALOG.name, 'Customer / Customer / Contact details / Phone number', 'Personal data / Contact data'],
  [DEMO_GLOBAL_CATALOG.name, 'Customer / Customer / Postal address / Street and number', 'Personal data / Contact data'],
  [DEMO_GLOBAL_CATALOG.name, 'Customer / Customer / Postal address / Postal code', 'Personal data / Contact data'],
  [DEMO_GLOBAL_CATALOG.name, 'Customer / Customer / Full name', 'Personal data / Identity data'],
  [DEMO_GLOBAL_CATALOG.name, 'Customer / Customer / Date of birth', 'Personal data / Identity data'],
  [DEMO_GLOBAL_CATALOG.name, 'Customer / Customer / Customer ID', 'Personal data / Identity data'],
  [DEMO_GLOBAL_CATALOG.name, 'Customer / Customer / Marketing consent', 'Personal data / Preferences and consent'],
  [DEMO_GLOBAL_CATALOG.name, 'Order / Order / Order number', 'Operational data / Order data'],
  [DEMO_GLOBAL_CATALOG.name, 'Order / Order / Order date', 'Operational data / Order data'],
  [DEMO_GLOBAL_CATALOG.name, 'Order / Order / Order total', 'Operational data / Order data'],
  [DEMO_GLOBAL_CATALOG.name, 'Order / Order / Shipment / Tracking number', 'Operational data / Fulfilment data'],
  [DEMO_GLOBAL_CATALOG.name, 'Order / Order / Shipment / Delivery address', 'Personal data / Contact data'],
  [DEMO_GLOBAL_CATALOG.name, 'Payment / Payment / Card details / Masked card number', 'Financial data / Payment data'],
  [DEMO_GLOBAL_CATALOG.name, 'Payment / Payment / Card details / Card token', 'Financial data / Payment data'],
  [DEMO_GLOBAL_CATALOG.name, 'Payment / Payment / Amount', 'Financial data / Payment data'],
  [DEMO_GLOBAL_CATALOG.name, 'Payment / Payment / Invoice / Invoice number', 'Financial data / Invoicing data'],
  [DEMO_GLOBAL_CATALOG.name, 'Payment / Payment / Invoice / VAT number', 'Financial data / Invoicing data'],
  [DEMO_GLOBAL_CATALOG.name, 'Product / Product / SKU', 'Product data / Catalogue data'],
  [DEMO_GLOBAL_CATALOG.name, 'Product / Product / Inventory / Stock on hand', 'Product data / Inventory data'],
  [DEMO_LOCAL_CATALOG.name, 'Web shop / shop_customers / email', 'Personal data / Contact data'],
  [DEMO_LOCAL_CATALOG.name, 'ERP / erp_invoices / vat_id', 'Financial data / Invoicing data'],
];

/** Category mapping within the map: related kinds of data across the branches (category path to category path). */
export const DEMO_CATEGORY_MAPPINGS: Array<[category: string, mapped: string]> = [
  ['Operational data / Fulfilment data', 'Personal data / Contact data'],
  ['Financial data / Invoicing data', 'Operational data / Order data'],
  ['Financial data / Payment data', 'Financial data / Invoicing data'],
];

/** What the order process's diagram reads and writes: its BPMN cells (by jsid) tied to details of the domain (group / path). */
export const DEMO_CELL_DETAILS: Array<[jsid: string, detail: string]> = [
  ['order-data', 'Order / Order'],
  ['order-data', 'Order / Order / Order number'],
  ['order-data', 'Customer / Customer / Contact details / Email address'],
  ['order-stock', 'Product / Product / Inventory / Stock on hand'],
];

/** The project's data-map module: how the process uses some details of the domain (group / path). */
export const DEMO_DATA_MAP_MODULE = {
  name: 'Order data',
  uses: [
    ['Customer / Customer / Contact details / Email address', 'The order confirmation and the delay report are sent to it.'],
    ['Order / Order / Order status', 'Set to shipped when the parcel leaves; the customer sees it in the shop.'],
  ] as Array<[detail: string, text: string]>,
};
