// The sandbox's small read-only GraphQL schema (`POST /graphql/<version>`): products and collections over the
// same domain reads as the REST API, with the same visibility rules. Built once, with the `graphql` library.
import { buildSchema, type GraphQLSchema } from 'graphql';

export const SCHEMA_SDL = /* GraphQL */ `
"Any JSON value: a platform filter object, a choices map, media, or a whole wire entity."
scalar JSON

enum SortOrder {
  ASC
  DESC
}

"One sort key, as in the platform query: fieldName is a wire path such as priceData.price."
input SortInput {
  fieldName: String!
  order: SortOrder = ASC
}

"Every list is nullable: a refused argument nulls that field only (with its error), not the whole response."
type Query {
  "Products the caller may see (hidden ones only for the admin), filtered and sorted like query-platformized."
  products(filter: JSON, sort: [SortInput!], limit: Int = 50, offset: Int = 0): ProductPage
  "One product by id or slug; null when it does not exist or the caller may not see it."
  product(id: ID, slug: String): Product
  collections(filter: JSON, sort: [SortInput!], limit: Int = 50, offset: Int = 0): CollectionPage
  collection(id: ID, slug: String): Collection
}

type PagingMetadata {
  count: Int!
  offset: Int!
  total: Int
}

type ProductPage {
  items: [Product!]!
  pagingMetadata: PagingMetadata!
}

type CollectionPage {
  items: [Collection!]!
  pagingMetadata: PagingMetadata!
}

type FormattedPrice {
  price: String!
  discountedPrice: String!
  pricePerUnit: String
}

type PriceData {
  currency: String!
  price: Float!
  discountedPrice: Float!
  formatted: FormattedPrice!
  pricePerUnit: Float
}

type CostAndProfit {
  itemCost: Float!
  formattedItemCost: String!
  profit: Float!
  formattedProfit: String!
  profitMargin: Float!
}

type Discount {
  type: String!
  value: Float!
}

type Range {
  minValue: Float!
  maxValue: Float!
}

type Choice {
  value: String!
  description: String!
  inStock: Boolean
  visible: Boolean
}

type ProductOption {
  name: String!
  optionType: String
  choices: [Choice!]!
}

type VariantData {
  priceData: PriceData!
  costAndProfitData: CostAndProfit
  weight: Float
  sku: String
  visible: Boolean
}

type Variant {
  id: ID!
  "option name → choice description"
  choices: JSON!
  variant: VariantData!
}

type PageUrl {
  base: String!
  path: String!
}

type Product {
  id: ID!
  name: String!
  slug: String!
  visible: Boolean!
  productType: String!
  description: String
  sku: String
  weight: Float
  price: PriceData!
  priceData: PriceData!
  costAndProfitData: CostAndProfit
  discount: Discount
  priceRange: Range
  ribbon: String
  brand: String
  media: JSON
  manageVariants: Boolean
  productOptions: [ProductOption!]!
  variants: [Variant!]
  productPageUrl: PageUrl
  numericId: String
  collectionIds: [ID!]!
  "The collections the product is in."
  collections: [Collection!]!
  lastUpdated: String
  createdDate: String
  "The whole product exactly as the REST API returns it."
  json: JSON!
}

type Collection {
  id: ID!
  name: String!
  slug: String!
  description: String
  visible: Boolean!
  "Counts only visible products unless the caller is the admin."
  numberOfProducts: Int!
  media: JSON
  lastUpdated: String
  "The collection's products the caller may see."
  products(limit: Int = 50, offset: Int = 0): ProductPage
  "The whole collection exactly as the REST API returns it."
  json: JSON!
}
`;

let built: GraphQLSchema | undefined;

export const catalogSchema = (): GraphQLSchema => (built ??= buildSchema(SCHEMA_SDL));
