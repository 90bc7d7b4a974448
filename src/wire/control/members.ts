// `GET /__sandbox/members`, `POST /__sandbox/members/approve` and `…/require-reset`: the owner's member actions.
// Each POST names the member by e-mail and answers the member's identity.
export interface MemberActionRequest {
  email: string;
}

export interface RequireResetRequest extends MemberActionRequest {
  /** Default true; false clears the requirement. */
  required?: boolean;
}
