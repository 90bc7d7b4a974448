// `GET /__sandbox/members`, `POST /__sandbox/members/approve` and `…/require-reset`: the owner's member actions.
// Each POST names the member by e-mail and answers the member's identity.
export interface MemberActionRequest {
  email: string;
}

export interface RequireResetRequest extends MemberActionRequest {
  /** Default true; false clears the requirement. */
  required?: boolean;
}

/** `GET /__sandbox/members/totp?email=…`: the member's TOTP authenticator (created on first use). */
export interface MemberTotp {
  email: string;
  /** base32 */
  secret: string;
  /** otpauth://totp/… (what an authenticator app scans) */
  uri: string;
  /** The 6-digit code for now (sandbox clock). */
  code: string;
}
