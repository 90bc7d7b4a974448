// The detail pane of a product: its facts, options, variants with prices and stock, media and collections.
import { Box, Text } from 'ink';
import type { Product, Variant } from '../../wire/api/catalog-v1/product.js';
import { productDetails } from '../../io/views/product-view.js';
import { stripControl } from '../../io/color.js';
import { formatValue } from '../../io/present.js';
import { DataTable } from './DataTable.js';
import { factLines, Facts, Section } from './Section.js';

export interface ProductDetailProps {
  product: Product;
  /** Names of the product's collections, once known. */
  collections?: string[];
  width: number;
  /** Lines available; the variants table gets what the other sections leave. */
  height: number;
}

/** Shown as sections of their own rather than as facts. */
const SECTIONS = new Set(['name', 'variants', 'collections', 'media', 'description', 'updated']);

function variantStock(variant: Variant): string {
  const stock = variant.stock;
  if (!stock) return '';
  if (stock.trackQuantity && typeof stock.quantity === 'number') return `${stock.quantity} in stock`;
  return stock.inStock ? 'in stock' : 'out of stock';
}

function variantPrice(variant: Variant): string {
  const formatted = variant.variant.priceData.formatted;
  return formatted.discountedPrice !== formatted.price ? `${formatted.discountedPrice} (was ${formatted.price})` : formatted.price;
}

const MEDIA_SHOWN = 2;

export function ProductDetail({ product, collections, width, height }: ProductDetailProps) {
  const facts = [
    ...productDetails(product)
      .filter(([label]) => !SECTIONS.has(label))
      .map(([label, value]) => [label, stripControl(formatValue(value))] as const),
    ['collections', collections ? stripControl(collections.join(', ')) || '—' : '…'] as const,
  ];
  const optionNames = product.productOptions.map((option) => option.name);
  const variants = product.variants ?? [];
  const media = product.media.items;
  const mediaShown = Math.min(MEDIA_SHOWN, media.length);
  const showVariants = variants.length > 1 || optionNames.length > 0;
  // Everything but the variant rows; a section is a blank line and a title, plus its lines.
  const fixed =
    1 +
    factLines(facts, width) +
    (2 + Math.max(1, mediaShown) + (media.length > mediaShown ? 1 : 0)) +
    (showVariants ? 3 : 0);
  const room = Math.max(1, height - fixed);
  const variantRows = variants.length > room ? Math.max(1, room - 1) : room;
  const variantTable = variants.map((variant) => [
    ...optionNames.map((name) => variant.choices[name] ?? ''),
    variantPrice(variant),
    variantStock(variant),
    variant.variant.sku ?? '',
    variant.variant.visible ? 'yes' : 'no',
  ]);
  return (
    <Box flexDirection="column" width={width} flexShrink={0}>
      <Text bold wrap="truncate-end">
        {stripControl(product.name)}
      </Text>
      <Facts facts={facts} width={width} />
      <Section title={`Media (${media.length})`}>
        {media.length === 0 ? <Text>—</Text> : null}
        {media.slice(0, mediaShown).map((item) => (
          <Text key={item.id} wrap="truncate-end">
            {stripControl(item.image?.url ?? item.title ?? item.id)}
          </Text>
        ))}
        {media.length > mediaShown ? <Text>{`… ${media.length - mediaShown} more`}</Text> : null}
      </Section>
      {showVariants ? (
        <Section title={`Variants (${variants.length})`}>
          <DataTable
            headers={[...optionNames, 'price', 'stock', 'sku', 'visible']}
            rows={variantTable}
            selected={-1}
            height={variantRows}
            width={width}
          />
          {variants.length > variantRows ? <Text>{`  … ${variants.length - variantRows} more`}</Text> : null}
        </Section>
      ) : null}
    </Box>
  );
}
