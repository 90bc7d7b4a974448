// The sandbox's read-only GraphQL schema on a Catalog V3 site (`POST /graphql/<version>`).
//
// Decision (docs/wire/catalog-v3.md §7 is unsure whether the platform's GraphQL has Catalog V3 types): a site's GraphQL
// endpoint serves the catalog the site runs. On a V3 site that is this schema — V3 products (wire field names and
// shapes: `actualPriceRange`, `brand {id name}`, `variantsInfo.variants[].price.actualPrice.amount` as decimal
// strings, `revision`, …) and categories (the Categories API) — not the V1 schema (schema.ts) and not a 428. It
// mirrors the V3 REST reads field for field and answers through the same domain services (domain/v3/product-queries.ts,
// domain/v3/category-queries.ts), so:
//   - read policy as REST: hidden products, listed hidden categories and merchant data (`costRange`, a variant's
//     `revenueDetails`) only for the admin; for visitors and members those fields are null and hidden entities absent,
//     except `category(id|slug)`, which answers a hidden category to every reader as Get Category does;
//   - filters and sorts on the fields Query Products or Search Products declares (LIST_PRODUCTS_FIELDS, what
//     `store products list --filter` accepts) and on CATEGORY_FIELDS for categories; anything else is refused with
//     the REST message (`Field 'x' is not declared as filterable`) as a GraphQL error;
//   - cursor paging as the V3 REST lists: `limit` (≤ 100) and `cursor`; `pagingMetadata {count cursors {next prev}
//     hasNext}`; a cursor carries the filter, sort and search of the page it came from (the REST cursors work here);
//   - every gated part REST returns on request (`fields`: URL, CURRENCY, descriptions, media, categories,
//     breadcrumbs, option choice names) is simply a field here: GraphQL selection already says what to return.
// The cost limit (cost.ts) prices this schema like the V1 one: a field with `limit` multiplies its sub-selection.
// A real store whose GraphQL does not serve V3 answers 428; `store graphql` explains that (run-graphql.ts).
import { buildSchema, type GraphQLSchema } from 'graphql';

export const SCHEMA_V3_SDL = /* GraphQL */ `
"Any JSON value: a platform filter object, rich content, media, or a whole wire entity."
scalar JSON

enum SortOrder {
  ASC
  DESC
}

"One sort key, as in the V3 query: fieldName is a declared sortable wire path such as actualPriceRange.minValue.amount."
input SortInput {
  fieldName: String!
  order: SortOrder = ASC
}

"Every list is nullable: a refused argument nulls that field only (with its error), not the whole response."
type Query {
  "Products the caller may see (hidden ones only for the admin), filtered, searched and sorted like Query/Search Products."
  products(filter: JSON, sort: [SortInput!], search: String, limit: Int = 50, cursor: String): ProductPage
  "One product by id or slug; null when it does not exist or the caller may not see it."
  product(id: ID, slug: String): Product
  "Categories of the stores tree the caller may see (hidden ones only for the admin), like Query Categories."
  categories(filter: JSON, sort: [SortInput!], limit: Int = 50, cursor: String): CategoryPage
  "One category by id or slug, hidden ones too for every reader (as Get Category); null when it does not exist."
  category(id: ID, slug: String): Category
}

type Cursors {
  next: String
  prev: String
}

type PagingMetadata {
  count: Int!
  cursors: Cursors!
  hasNext: Boolean!
}

type ProductPage {
  items: [Product!]!
  pagingMetadata: PagingMetadata!
}

type CategoryPage {
  items: [Category!]!
  pagingMetadata: PagingMetadata!
}

"A decimal amount as the V3 API writes it (a string such as \\"12.5\\"), and formatted in the site's currency."
type Money {
  amount: String!
  formattedAmount: String
}

type PriceRange {
  minValue: Money!
  maxValue: Money!
}

type NamedEntity {
  id: ID!
  name: String
}

type VariantPrice {
  actualPrice: Money!
  compareAtPrice: Money
}

"Merchant data: the admin's only."
type RevenueDetails {
  cost: Money
  profit: Money
  profitMargin: Float
}

type InventoryStatus {
  inStock: Boolean!
  preorderEnabled: Boolean
}

type OptionChoiceIds {
  optionId: ID!
  choiceId: ID!
}

type OptionChoiceNames {
  optionName: String!
  choiceName: String!
  renderType: String
}

type VariantChoice {
  optionChoiceIds: OptionChoiceIds!
  optionChoiceNames: OptionChoiceNames
}

type Variant {
  id: ID!
  visible: Boolean!
  sku: String
  barcode: String
  choices: [VariantChoice!]!
  price: VariantPrice!
  "Merchant data: null unless the caller is the admin."
  revenueDetails: RevenueDetails
  inventoryStatus: InventoryStatus
  physicalProperties: JSON
  digitalProperties: JSON
}

type VariantsInfo {
  variants: [Variant!]!
}

type Choice {
  choiceId: ID!
  key: String
  name: String!
  choiceType: String
  colorCode: String
  inStock: Boolean
  visible: Boolean
}

type ChoicesSettings {
  choices: [Choice!]!
}

type ProductOption {
  id: ID!
  key: String
  name: String!
  optionRenderType: String
  choicesSettings: ChoicesSettings!
}

type Inventory {
  availabilityStatus: String!
  preorderStatus: String
  preorderAvailability: String
}

type CategoryReference {
  id: ID!
  index: Int
}

type CategoriesInfo {
  categories: [CategoryReference!]!
}

type Breadcrumb {
  categoryId: ID!
  categoryName: String!
  categorySlug: String!
}

type BreadcrumbsInfo {
  breadcrumbs: [Breadcrumb!]!
}

type VariantSummary {
  variantCount: Int!
}

type PageUrl {
  relativePath: String!
  url: String!
}

type Product {
  id: ID!
  revision: String!
  name: String!
  slug: String!
  handle: String
  productType: String!
  visible: Boolean!
  visibleInPos: Boolean
  createdDate: String
  updatedDate: String
  url: PageUrl
  plainDescription: String
  "Rich content (Ricos) as JSON."
  description: JSON
  currency: String
  brand: NamedEntity
  ribbon: NamedEntity
  mainCategoryId: ID
  taxGroupId: ID
  media: JSON
  options: [ProductOption!]!
  modifiers: JSON
  variantsInfo: VariantsInfo!
  actualPriceRange: PriceRange
  compareAtPriceRange: PriceRange
  "Merchant data: null unless the caller is the admin."
  costRange: PriceRange
  inventory: Inventory
  physicalProperties: JSON
  seoData: JSON
  tags: JSON
  infoSections: JSON
  breadcrumbsInfo: BreadcrumbsInfo
  directCategoriesInfo: CategoriesInfo
  allCategoriesInfo: CategoriesInfo
  variantSummary: VariantSummary
  "The categories the product is directly in that the caller may see."
  categories: [Category!]!
  "The whole product as the V3 REST API returns it with every field above (merchant data only for the admin)."
  json: JSON!
}

type ParentCategory {
  id: ID
  index: Int
}

type Category {
  id: ID!
  revision: String!
  name: String!
  slug: String!
  visible: Boolean!
  description: String
  parentCategory: ParentCategory
  "Counts every product in the category, as the Categories API does."
  itemCounter: Int!
  breadcrumbsInfo: BreadcrumbsInfo
  image: JSON
  seoData: JSON
  createdDate: String
  updatedDate: String
  "The category's products the caller may see, in the order they were added."
  products(limit: Int = 50, cursor: String): ProductPage
  "The whole category as the Categories API returns it."
  json: JSON!
}
`;

let built: GraphQLSchema | undefined;

export const catalogV3Schema = (): GraphQLSchema => (built ??= buildSchema(SCHEMA_V3_SDL));
