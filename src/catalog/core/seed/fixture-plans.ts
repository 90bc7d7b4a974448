// Fixture products → the import's ProductPlans, so seeding reuses the same diff-and-sync engine. Variant entries
// with partial choices are expanded here to every variant they select.
import type { PlannedOption, PlannedVariant, ProductPlan } from '../import/plan.js';
import type { ProductFixture } from './fixture.js';

type Choices = Record<string, string>;

function combinations(options: readonly PlannedOption[]): Choices[] {
  return options.reduce<Choices[]>(
    (combos, option) => combos.flatMap((combo) => option.choices.map((choice) => ({ ...combo, [option.name]: choice }))),
    [{}],
  );
}

/** Later entries win over earlier ones for the variants they both select. */
function expandVariants(fixture: ProductFixture, options: readonly PlannedOption[], row: number): PlannedVariant[] {
  const variants = combinations(options).map((choices): PlannedVariant => ({ row, choices }));
  for (const entry of fixture.variants ?? []) {
    const { choices, ...values } = entry;
    for (const variant of variants) {
      if (Object.entries(choices).every(([name, choice]) => variant.choices[name] === choice)) {
        for (const [key, value] of Object.entries(values)) if (value !== undefined) Object.assign(variant, { [key]: value });
      }
    }
  }
  return variants.filter((v) => Object.keys(v).length > 2);
}

/**
 * `row` is the product's position in the fixture (1-based); `collectionIds` maps collection slugs to the ids the
 * seed created or found.
 */
export function planFromFixture(fixture: ProductFixture, row: number, collectionIds: ReadonlyMap<string, string>): ProductPlan {
  const options = Object.entries(fixture.options ?? {}).map(([name, choices]) => ({ name, choices: [...new Set(choices)] }));
  return {
    row,
    rows: [row],
    slug: fixture.slug,
    fields: {
      name: fixture.name,
      price: fixture.price,
      cost: fixture.cost,
      weight: fixture.weight,
      sku: fixture.sku,
      description: fixture.description,
      visible: fixture.visible,
      brand: fixture.brand,
      ribbon: fixture.ribbon,
      discount: fixture.discount,
    },
    ...(options.length > 0 ? { options } : {}),
    variants: expandVariants(fixture, options, row),
    ...(fixture.media ? { media: fixture.media } : {}),
    ...(fixture.collections ? { collectionIds: fixture.collections.flatMap((slug) => collectionIds.get(slug) ?? []) } : {}),
  };
}
