// `GET|POST /__sandbox/sso/connections` (the sandbox's identity-provider connections; `sandbox-idp` is always
// there) and `POST /__sandbox/sso/id-tokens` (the test IdP issues an id token for an e-mail, which
// `…/v1/sso/login-with-token-params` redeems once).
export interface IdpConnection {
  id: string;
  name: string;
}

/** POST: `id` optional (1–64 of letters, digits, `-`, `_`; default a UUID). */
export interface AddIdpConnectionRequest {
  id?: string;
  name: string;
}

export interface IdTokenRequest {
  email: string;
  /** Default `sandbox-idp`. */
  connectionId?: string;
}

export interface IdTokenResponse {
  idToken: string;
}
