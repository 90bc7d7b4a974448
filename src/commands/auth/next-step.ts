// What to do next after each login state, in the CLI's own words (login-flow.ts keeps the seed's states).
import type { LoginResult } from '../../auth/login-flow.js';
import type { FactorType } from '../../wire/api/identity/identity.js';
import { controlPaths } from '../../wire/control/paths.js';

function secondFactorStep(factorType: FactorType, email: string): string {
  const where =
    factorType === 'TOTP'
      ? `the 6-digit code your authenticator app shows (sandbox: \`store sandbox totp --email ${email}\`)`
      : factorType === 'EMAIL'
        ? `the 6-digit code e-mailed to ${email} (sandbox: \`store sandbox mailbox --to ${email}\`)`
        : `the ${factorType} code`;
  return `Run \`store auth verify --code CODE\` with ${where}.`;
}

/**
 * A refused code: where the right one comes from, by what the login waits for. An authenticator (TOTP) code is
 * never e-mailed and cannot be resent: it changes every 30 seconds, so the one to type is the one the app shows now.
 */
function refusedCodeStep(email: string, factorType: FactorType | undefined): string {
  if (factorType === 'TOTP') {
    return `The authenticator code was not accepted: codes change every 30 seconds, so type the one your authenticator app shows now (check the device's clock is right) with \`store auth verify --code CODE\` (sandbox: \`store sandbox totp --email ${email}\`).`;
  }
  if (factorType === 'EMAIL') {
    return `The code was not accepted (wrong, used or expired): type the one in the latest e-mail to ${email} (sandbox: \`store sandbox mailbox --to ${email}\`); for a new code, log in again with \`store login --password --email ${email}\`.`;
  }
  if (factorType) return `The ${factorType} code was not accepted: run \`store auth verify --code CODE\` with a fresh one, or log in again with \`store login --password --email ${email}\`.`;
  return `The code was not accepted (wrong, used or expired): check the latest e-mail to ${email} (sandbox: \`store sandbox mailbox --to ${email}\`), or get a new code with \`store auth verify --resend\`.`;
}

/** `factorType`: the second factor the login waits for, when it waits for one (a refused code's hint names its source). */
export function nextStep(result: LoginResult, email: string, factorType?: FactorType): string {
  switch (result.loginState) {
    case 'SUCCESS':
      return `Logged in as ${email}.`;
    case 'EMAIL_VERIFICATION_REQUIRED':
      return `Check the inbox of ${email} for a 6-digit code, then run \`store auth verify --code CODE\` (sandbox: \`store sandbox mailbox --to ${email}\`; a new code: \`store auth verify --resend\`).`;
    case 'OWNER_APPROVAL_REQUIRED':
      return `The site owner must approve ${email} before it can log in; log in again once approved (sandbox: POST ${controlPaths.approveMember()} {"email":"${email}"}).`;
    case 'FAILURE':
      if (result.secondFactor) return secondFactorStep(result.secondFactor.factorType, email);
      switch (result.errorCode) {
        case 'missingCaptchaToken':
        case 'invalidCaptchaToken':
          return 'This site requires a captcha the CLI cannot solve: log in on the hosted page with `store login`.';
        case 'emailAlreadyExists':
          return `${email} is already registered: log in with \`store login --password --email ${email}\`, or reset the password with \`store auth recover --email ${email}\`.`;
        case 'invalidPassword':
          return `Wrong password for ${email}. Try again, or run \`store auth recover --email ${email}\`.`;
        case 'resetPassword':
          return `The site owner requires a new password: run \`store auth recover --email ${email}\`, then \`store auth reset --recovery-token TOKEN\`.`;
        case 'invalidCode':
          return refusedCodeStep(email, factorType);
        case 'invalidEmail':
          return `No member can log in as ${email}: check the address, or create the member with \`store register --email ${email}\`.`;
        default:
          return 'Run the command again with --verbose to see the exchange.';
      }
  }
}
