// `GET /__sandbox/mailbox[?to=email]`: the e-mails the sandbox "sent" (verification codes, recovery and
// activation tokens/links), oldest first.
export type MailKind = 'verification' | 'recovery' | 'activation';

export interface MailRow {
  to: string;
  kind: MailKind;
  code: string | null;
  link: string | null;
  sentAt: string;
}
