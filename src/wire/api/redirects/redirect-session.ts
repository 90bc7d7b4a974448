// Redirect sessions (docs/wire/cart-identity.md §5): one intent per request, plus callbacks, preferences and origin.
// The intents' own fields are validated by whoever serves them; here only the envelope is strict.
import * as z from 'zod';

/** Every intent key CreateRedirectSession knows, in the order the platform lists them. */
export const REDIRECT_INTENTS = [
  'ecomCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'bookingsBook',
  'ecomOrderPaymentRequest',
] as const;
export type RedirectIntent = (typeof REDIRECT_INTENTS)[number];

export const RedirectCallbacksSchema = z.looseObject({
  thankYouPageUrl: z.url().optional(),
  postFlowUrl: z.url().optional(),
  loginUrl: z.url().optional(),
  bookingsServiceListUrl: z.url().optional(),
  cartPageUrl: z.url().optional(),
  planListUrl: z.url().optional(),
});
export type RedirectCallbacks = z.infer<typeof RedirectCallbacksSchema>;

export const RedirectPreferencesSchema = z.looseObject({
  useGenericWixPages: z.boolean().optional(),
  maintainIdentity: z.boolean().optional(),
  additionalQueryParameters: z.record(z.string(), z.string()).optional(),
  checkIfPublish: z.boolean().optional(),
});

/** The request body: exactly one intent key (checked by the server), each an object. */
export const RedirectSessionRequestSchema = z.looseObject({
  ...Object.fromEntries(REDIRECT_INTENTS.map((name) => [name, z.looseObject({}).optional()])),
  callbacks: RedirectCallbacksSchema.optional(),
  preferences: RedirectPreferencesSchema.optional(),
  origin: z.string().optional(),
});
export type RedirectSessionRequest = Partial<Record<RedirectIntent, Record<string, unknown>>> & {
  callbacks?: RedirectCallbacks;
  preferences?: z.infer<typeof RedirectPreferencesSchema>;
  origin?: string;
};

export const RedirectSessionSchema = z.looseObject({
  id: z.string(),
  fullUrl: z.string(),
  urlDetails: z.looseObject({ endpoint: z.string(), searchParams: z.record(z.string(), z.string()) }),
  sessionToken: z.string(),
  shortUrl: z.string(),
});
export type RedirectSession = z.infer<typeof RedirectSessionSchema>;
