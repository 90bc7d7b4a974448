// The detail pane of a product: its facts, options, variants with prices and stock, media and collections — from
// the version-neutral views, so a V1 and a V3 product read the same.
import { Box, Text } from 'ink';
import { summaryDetails } from '../views/product-view.js';
import { stripControl } from '../../io/terminal-text.js';
import { formatValue } from '../../io/present.js';
import { priceText } from '../../catalog/core/summary-text.js';
import type { ProductDetails } from '../browse-items.js';
import { useTableLayout } from '../hooks/use-table-layout.js';
import { DataTable } from './DataTable.js';
import { factLines, Facts, Section } from './Section.js';

export interface ProductDetailProps {
  product: ProductDetails;
  /** Names of the product's collections, once known. */
  collections?: string[];
  width: number;
  /** Lines available; the variants table gets what the other sections leave. */
  height: number;
}

/** Shown as sections of their own rather than as facts. */
const SECTIONS = new Set(['name', 'variants', 'collections', 'media', 'description', 'updated']);

const MEDIA_SHOWN = 2;

export function ProductDetail({ product, collections, width, height }: ProductDetailProps) {
  const { summary } = product.item;
  const facts = [
    ...summaryDetails(summary)
      .filter(([label]) => !SECTIONS.has(label))
      .map(([label, value]) => [label, stripControl(formatValue(value))] as const),
    ['collections', collections ? stripControl(collections.join(', ')) || '—' : '…'] as const,
  ];
  const { optionNames, variants, media } = product;
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
    priceText(variant.price, variant.listPrice),
    variant.stock,
    variant.sku ?? '',
    variant.visible ? 'yes' : 'no',
  ]);
  const variantLayout = useTableLayout([...optionNames, 'price', 'stock', 'sku', 'visible'], variantTable, { width });
  return (
    <Box flexDirection="column" width={width} flexShrink={0}>
      <Text bold wrap="truncate-end">
        {stripControl(summary.name)}
      </Text>
      <Facts facts={facts} width={width} />
      <Section title={`Media (${media.length})`}>
        {media.length === 0 ? <Text>—</Text> : null}
        {media.slice(0, mediaShown).map((item) => (
          <Text key={item.id} wrap="truncate-end">
            {stripControl(item.url || item.id)}
          </Text>
        ))}
        {media.length > mediaShown ? <Text>{`… ${media.length - mediaShown} more`}</Text> : null}
      </Section>
      {showVariants ? (
        <Section title={`Variants (${variants.length})`}>
          <DataTable layout={variantLayout} selected={-1} height={variantRows} />
          {variants.length > variantRows ? <Text>{`  … ${variants.length - variantRows} more`}</Text> : null}
        </Section>
      ) : null}
    </Box>
  );
}
