// One `products import` run against a test sandbox, its error kept instead of thrown, the context closed either way.
import { runProductsImport, type ProductsImportFlags } from '../../../../src/commands/products/import.js';
import type { TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv } from './harness.js';

export async function runImport(
  sandbox: TestSandbox,
  file: string,
  flags: ProductsImportFlags = {},
  globals: Record<string, unknown> = { json: true },
  env: Record<string, string> = {},
) {
  const h = harness({ env: { ...remoteEnv(sandbox), ...env }, globals });
  try {
    await runProductsImport(file, flags, h.ctx);
    return { h, error: undefined as unknown };
  } catch (error) {
    return { h, error };
  } finally {
    await h.ctx.close();
  }
}
