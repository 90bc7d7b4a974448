// `GET /__sandbox/info`: where the sandbox listens and its credentials (admin key, OAuth client id, webhook public
// key), the demo coupons and the site's catalog version. `store sandbox info` shows the same record read from a data file.
import * as z from 'zod';

export const SandboxInfoSchema = z.object({
  baseUrl: z.string(),
  siteId: z.string(),
  apiKey: z.string(),
  clientId: z.string(),
  publicKey: z.string(),
  coupons: z.array(z.object({ code: z.string(), kind: z.string() })),
  /** Which catalog API the site speaks (docs/wire/catalog-v3.md §1). */
  catalogVersion: z.enum(['v1', 'v3']),
});
export type SandboxInfo = z.infer<typeof SandboxInfoSchema>;
