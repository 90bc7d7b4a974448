// The e-mails the sandbox "sent" (verification and second-factor codes, recovery and activation links), newest last.
import type { DatabaseSync } from 'node:sqlite';

import type { MailKind, MailRow } from '../../wire/control/mailbox.js';

export type { MailKind, MailRow };

export function insertMail(db: DatabaseSync, mail: MailRow): void {
  db.prepare('INSERT INTO mailbox (to_email, kind, code, link, sent_at) VALUES (?, ?, ?, ?, ?)').run(
    mail.to, mail.kind, mail.code, mail.link, mail.sentAt,
  );
}

/** Every mail, or only those to one address (case-insensitive), oldest first. */
export function listMail(db: DatabaseSync, to?: string): MailRow[] {
  const rows = to
    ? db.prepare('SELECT * FROM mailbox WHERE to_email = ? ORDER BY seq').all(to.trim().toLowerCase())
    : db.prepare('SELECT * FROM mailbox ORDER BY seq').all();
  return rows.map((row) => {
    const r = row as Record<string, unknown>;
    return {
      to: String(r.to_email),
      kind: r.kind as MailKind,
      code: (r.code as string | null) ?? null,
      link: (r.link as string | null) ?? null,
      sentAt: String(r.sent_at),
    };
  });
}
