// The demo catalog of a Catalog V3 site: the same products and groupings as the V1 demo (demo.ts), as V3 products
// (per-variant decimal prices, compare-at prices for the discounted ones, costs) and categories.
import type { ProductCreate } from '../wire/api/catalog-v3/product.js';
import type { CatalogEnv } from './domain/v1/product-service.js';
import { createCategoryV3, addItemsToCategory } from './domain/v3/categories.js';
import { getOrCreateNamed } from './domain/v3/named-entities.js';
import { createProductV3 } from './domain/v3/product-service.js';
import { createInventoryItem } from './domain/v3/inventory-items.js';
import { DEMO_GROUPS, DEMO_IMAGE_BASE } from './demo-shared.js';


interface DemoProductV3 {
  name: string;
  sku: string;
  price: string;
  compareAt?: string;
  cost?: string;
  weight: number;
  images?: string[];
  categories: string[];
  brand?: string;
  ribbon?: string;
  visible?: boolean;
  description?: string;
  /** Options with their choices; variants are every combination, `priceByChoice` overriding the price. */
  options?: Array<{ name: string; choices: string[] }>;
  priceByChoice?: Record<string, string>;
}


/** The V1 demo's products: a V1 discount becomes the compare-at price (the old price) over the discounted actual price. */
const PRODUCTS: DemoProductV3[] = [
  { name: 'Ceramic Mug', sku: 'MUG-001', price: '12.5', cost: '4', weight: 0.4, images: ['mug.jpg'], categories: ['Kitchen', 'Gifts'], description: 'A stoneware mug that keeps coffee warm.' },
  { name: "Chef's Knife", sku: 'KNF-210', price: '75.65', compareAt: '89', cost: '35', weight: 0.3, images: ['knife.jpg'], categories: ['Kitchen'], ribbon: 'Sale' },
  { name: 'Oak Cutting Board', sku: 'BRD-100', price: '34', cost: '12', weight: 1.2, images: ['board.jpg', 'board-side.jpg'], categories: ['Kitchen'], brand: 'Homestead' },
  { name: 'Striped Beach Towel', sku: 'TWL-300', price: '20', compareAt: '24', cost: '8', weight: 0.6, images: ['towel.jpg'], categories: ['Summer'] },
  {
    name: 'Sun Hat', sku: 'HAT-050', price: '29', cost: '9', weight: 0.2, images: ['hat.jpg'], categories: ['Summer', 'Gifts'], ribbon: 'New',
    options: [{ name: 'Size', choices: ['S', 'M', 'L'] }, { name: 'Color', choices: ['Sand', 'Navy'] }],
    priceByChoice: { L: '32' },
  },
  { name: 'Picnic Basket', sku: 'BSK-020', price: '59', cost: '22', weight: 2.1, categories: ['Summer', 'Gifts'] },
  { name: 'Linen Apron', sku: 'APR-010', price: '39', weight: 0.3, images: ['apron.jpg'], categories: ['Kitchen', 'Gifts'], brand: 'Homestead' },
  { name: 'Prototype Blender', sku: 'BLN-999', price: '149', weight: 3.5, categories: ['Kitchen'], visible: false, description: 'Not for sale yet.' },
];

function combinations(options: Array<{ name: string; choices: string[] }>): Array<Array<{ optionName: string; choiceName: string }>> {
  return options.reduce<Array<Array<{ optionName: string; choiceName: string }>>>(
    (acc, option) => acc.flatMap((combo) => option.choices.map((choice) => [...combo, { optionName: option.name, choiceName: choice }])),
    [[]],
  );
}

function demoInput(env: CatalogEnv, demo: DemoProductV3): ProductCreate {
  const combos = demo.options ? combinations(demo.options) : [[]];
  const variants = combos.map((combo, i) => {
    const override = combo.map((c) => demo.priceByChoice?.[c.choiceName]).find((p) => p !== undefined);
    return {
      ...(combos.length === 1 ? { sku: demo.sku } : { sku: `${demo.sku}-${i + 1}` }),
      choices: combo.map((c) => ({ optionChoiceNames: { ...c, renderType: 'TEXT_CHOICES' as const } })),
      price: { actualPrice: { amount: override ?? demo.price }, ...(demo.compareAt ? { compareAtPrice: { amount: demo.compareAt } } : {}) },
      ...(demo.cost ? { revenueDetails: { cost: { amount: demo.cost } } } : {}),
      physicalProperties: { weight: demo.weight },
    };
  });
  return {
    name: demo.name,
    productType: 'PHYSICAL',
    physicalProperties: {},
    visible: demo.visible ?? true,
    ...(demo.description ? { plainDescription: `<p>${demo.description}</p>` } : {}),
    ...(demo.brand ? { brand: { id: getOrCreateNamed(env, 'brand', demo.brand).id } } : {}),
    ...(demo.ribbon ? { ribbon: { id: getOrCreateNamed(env, 'ribbon', demo.ribbon).id } } : {}),
    ...(demo.options ? { options: demo.options.map((o) => ({ name: o.name, optionRenderType: 'TEXT_CHOICES' as const, choicesSettings: { choices: o.choices.map((name) => ({ name, choiceType: 'CHOICE_TEXT' as const })) } })) } : {}),
    variantsInfo: { variants },
    ...(demo.images ? { media: { itemsInfo: { items: demo.images.map((file) => ({ url: `${DEMO_IMAGE_BASE}/${file}` })) } } } : {}),
  };
}

export function createDemoCatalogV3(env: CatalogEnv): void {
  const categoryIds = new Map(DEMO_GROUPS.map((c) => [c.name, createCategoryV3(env, c).id]));
  for (const demo of PRODUCTS) {
    const product = createProductV3(env, demoInput(env, demo));
    // A store made in the dashboard has an in-stock item for every variant (Create Product alone makes none).
    for (const variant of product.variantsInfo.variants) createInventoryItem(env.db, { productId: product.id, variantId: variant.id, inStock: true }, product.createdDate);
    for (const name of demo.categories) addItemsToCategory(env, categoryIds.get(name)!, [product.id]);
  }
}
