// Token endpoint failures: RFC 6749 `error`/`error_description` (§5.2) next to the platform's envelope.
import { SandboxHttpError } from '../../http-errors.js';

export function oauthError(error: string, description: string, status = 400): SandboxHttpError {
  return new SandboxHttpError(status, description, { code: error.toUpperCase(), description, data: {} }, { error, error_description: description });
}
