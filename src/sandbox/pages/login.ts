// The hosted login page: an e-mail + password form, and the e-mailed-code form when the site verifies e-mail
// addresses; and the test IdP's sign-in page for SSO. Both post back to the authorize endpoint with the pending request's ticket, which is what makes a
// submission valid (a forged cross-site form cannot name a live ticket).
import { html, layout, type SafeHtml } from './html.js';

const FORM_STYLE = html`<style>form{display:grid;gap:.6rem;max-width:22rem}label{display:grid;gap:.2rem}
input{padding:.45rem;font-size:1rem}.error{color:#b00020}.secondary{background:#eee;color:#222}</style>`;

function errorLine(error: string | undefined): SafeHtml | string {
  return error ? html`<p class="error" role="alert" id="error">${error}</p>` : '';
}

export function loginPage(input: { action: string; requestId: string; email?: string; error?: string }): string {
  return layout(
    'Log in',
    html`${FORM_STYLE}<h1>Log in to the sandbox store</h1>
${errorLine(input.error)}
<form method="post" action="${input.action}" id="login">
  <input type="hidden" name="request" value="${input.requestId}">
  <label>Email <input type="email" name="email" id="email" autocomplete="username" required value="${input.email ?? ''}"></label>
  <label>Password <input type="password" name="password" id="password" autocomplete="current-password" required></label>
  <button type="submit" id="submit">Log in</button>
</form>
<form method="post" action="${input.action}"><input type="hidden" name="request" value="${input.requestId}">
  <button type="submit" name="cancel" value="1" class="secondary" id="cancel">Cancel</button></form>
<p class="muted">Members are created with <code>store register</code>; codes and links the sandbox e-mails are in <code>store sandbox mailbox</code>.</p>`,
  );
}

/** The test identity provider's sign-in page (SSO): the e-mail the IdP vouches for, or cancel. */
export function idpLoginPage(input: { action: string; requestId: string; connectionName: string; error?: string }): string {
  return layout(
    `Sign in with ${input.connectionName}`,
    html`${FORM_STYLE}<h1>Sign in with ${input.connectionName}</h1>
<p class="muted">The sandbox's test identity provider: it trusts the e-mail you type, as a real one trusts its own login.</p>
${errorLine(input.error)}
<form method="post" action="${input.action}" id="idp">
  <input type="hidden" name="request" value="${input.requestId}">
  <label>Email <input type="email" name="email" id="email" autocomplete="username" required></label>
  <button type="submit" id="submit">Sign in</button>
</form>
<form method="post" action="${input.action}"><input type="hidden" name="request" value="${input.requestId}">
  <button type="submit" name="cancel" value="1" class="secondary" id="cancel">Cancel</button></form>`,
  );
}

/** What the code form says: where the code comes from (e-mail verification, or the second factor). */
function codeSource(email: string, factorType: string | undefined): { title: string; heading: string; text: SafeHtml } {
  if (factorType === 'TOTP') {
    return { title: 'Second factor', heading: 'Enter your authenticator code', text: html`<p>Enter the 6-digit code your authenticator app shows (see <code>store sandbox totp --email ${email}</code>).</p>` };
  }
  const heading = factorType ? 'Second factor: check your inbox' : 'Check your inbox';
  return { title: factorType ? 'Second factor' : 'Verify your e-mail', heading, text: html`<p>We sent a 6-digit code to ${email || 'your e-mail address'} (see <code>store sandbox mailbox</code>).</p>` };
}

export function verifyPage(input: { action: string; requestId: string; stateToken: string; email: string; factorType?: string; error?: string }): string {
  const source = codeSource(input.email, input.factorType);
  return layout(
    source.title,
    html`${FORM_STYLE}<h1>${source.heading}</h1>
${source.text}
${errorLine(input.error)}
<form method="post" action="${input.action}" id="verify">
  <input type="hidden" name="request" value="${input.requestId}">
  <input type="hidden" name="stateToken" value="${input.stateToken}">
  <input type="hidden" name="factorType" value="${input.factorType ?? ''}">
  <input type="hidden" name="email" value="${input.email}">
  <label>Code <input name="code" id="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" required></label>
  <button type="submit" id="submit">Verify</button>
</form>`,
  );
}

export function recoverPage(input: { action: string; recoveryToken: string; error?: string }): string {
  return layout(
    'Choose a new password',
    html`${FORM_STYLE}<h1>Choose a new password</h1>
${errorLine(input.error)}
<form method="post" action="${input.action}" id="recover">
  <input type="hidden" name="recoveryToken" value="${input.recoveryToken}">
  <label>New password <input type="password" name="password" id="password" autocomplete="new-password" required></label>
  <button type="submit" id="submit">Save password</button>
</form>`,
  );
}
