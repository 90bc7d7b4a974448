// `GET /__sandbox/mailbox[?to=email]`: the e-mails the sandbox "sent" (verification and second-factor codes,
// recovery and activation tokens/links), oldest first.
export type MailKind = 'verification' | 'recovery' | 'activation' | 'second-factor';

export interface MailRow {
  to: string;
  kind: MailKind;
  code: string | null;
  link: string | null;
  sentAt: string;
}
