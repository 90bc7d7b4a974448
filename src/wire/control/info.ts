// `GET /__sandbox/info`: where the sandbox listens and its credentials (admin key, OAuth client id, webhook public
// key) plus the demo coupons. `store sandbox info` shows the same record read from a data file.
import * as z from 'zod';

export const SandboxInfoSchema = z.object({
  baseUrl: z.string(),
  siteId: z.string(),
  apiKey: z.string(),
  clientId: z.string(),
  publicKey: z.string(),
  coupons: z.array(z.object({ code: z.string(), kind: z.string() })),
});
export type SandboxInfo = z.infer<typeof SandboxInfoSchema>;
