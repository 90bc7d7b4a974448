// The end of every password-style login (login --password, register, verify, reset): SUCCESS becomes member
// tokens; a pending verification or second factor is remembered for `store auth verify`; each other state gets its
// next step.
import { AuthError, StoreError } from '../../client/errors.js';
import { LoginFailedError, type LoginResult } from '../../auth/login-flow.js';
import { sessionLogin, type MemberSession } from '../../auth/member-login.js';
import type { Context } from '../../context.js';
import type { FactorType } from '../../wire/api/identity/identity.js';
import { printEntity } from '../../io/present.js';
import { pendingLogins } from './member-session.js';
import { nextStep } from './next-step.js';
import { visitorCartBeforeLogin } from './visitor-cart.js';
import { describeSession, printSession } from './session-view.js';

/** A login that stopped at a state the member must act on (exit 4), coded with that state. */
export class LoginPendingError extends AuthError {
  override readonly code: string;
  constructor(state: string, message: string, hint: string) {
    super(message, { hint, details: { loginState: state } });
    this.code = state;
  }
}

/** `register` with an e-mail that has a member already: not an authentication failure (exit 1), with the way on. */
export class AlreadyRegisteredError extends StoreError {
  override readonly code = 'emailAlreadyExists';
}

/** How the CLI names a login waiting for its second factor (the seed's own state for it is FAILURE). */
export const SECOND_FACTOR_STATE = 'SECOND_FACTOR_REQUIRED';

export interface FinishOptions {
  email: string;
  /** `store login`: anything short of logged in is an error. `register`/`verify`: pending states are progress. */
  pendingIsError: boolean;
  port?: number;
  /** The second factor the login waited for (`auth verify`): a refused code's hint names where its code comes from. */
  factorType?: FactorType;
}

export async function finishLogin(ctx: Context, session: MemberSession, result: LoginResult, options: FinishOptions): Promise<void> {
  const { email } = options;
  const pending = await pendingLogins(ctx);
  const next = nextStep(result, email, options.factorType);
  switch (result.loginState) {
    case 'SUCCESS': {
      const cart = await visitorCartBeforeLogin(ctx, session);
      await sessionLogin(session, result.data.sessionToken, { port: options.port });
      await cart.afterLogin();
      await pending.clear();
      return printSession(ctx, await describeSession(session), { loginState: 'SUCCESS' });
    }
    case 'FAILURE': {
      if (result.errorCode === 'emailAlreadyExists') throw new AlreadyRegisteredError(`${email} is already registered`, { hint: next, details: { loginState: 'FAILURE', errorCode: result.errorCode } });
      const factor = result.secondFactor;
      if (!factor) throw new LoginFailedError(result, next);
      await pending.save({ stateToken: factor.stateToken, factorType: factor.factorType, email, startedAt: new Date(ctx.clock.now()).toISOString() });
      const message = `A second factor (${factor.factorType}) is required for ${email}`;
      if (options.pendingIsError) throw new LoginPendingError(SECOND_FACTOR_STATE, message, next);
      return printEntity(ctx.output(), { loginState: SECOND_FACTOR_STATE, factorType: factor.factorType, email, next }, { view: [['state', message], ['next', next]] });
    }
    case 'EMAIL_VERIFICATION_REQUIRED':
      await pending.save({ stateToken: result.data.stateToken, email, identityId: result.identity?.id, startedAt: new Date(ctx.clock.now()).toISOString() });
      break;
    case 'OWNER_APPROVAL_REQUIRED':
      await pending.clear();
      break;
  }
  const waiting = result.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? 'E-mail verification required' : 'Owner approval required';
  if (options.pendingIsError) throw new LoginPendingError(result.loginState, `${waiting} for ${email}`, next);
  await printEntity(ctx.output(), { loginState: result.loginState, email, next }, { view: [['state', waiting], ['next', next]] });
}
