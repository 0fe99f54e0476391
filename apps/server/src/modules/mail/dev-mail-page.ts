import type { OutboxMail } from './outbox.ts';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Escaped text with its http(s) links made clickable, so recovery links can be followed. */
function linkified(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/** The outbox pages' stylesheet, served as /dev/mail/outbox.css (no inline style under the CSP). */
export const OUTBOX_STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#212529}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #dee2e6;padding:.5rem;text-align:left}
pre{white-space:pre-wrap;background:#f8f9fa;padding:1rem;border-radius:.25rem}
iframe{width:100%;min-height:30rem;border:1px solid #dee2e6}
.note{color:#6c757d}
`;

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/dev/mail/outbox.css">
</head><body>${body}</body></html>`;

export function mailListPage(mails: OutboxMail[], to: string | undefined): string {
  const rows = mails
    .map(
      (m) => `<tr><td>${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td>
<td>${escapeHtml(m.toAddress)}</td>
<td><a href="/dev/mail/${m.mailId}">${escapeHtml(m.subject)}</a></td></tr>`,
    )
    .join('');
  const filter = to ? ` to ${escapeHtml(to)} (<a href="/dev/mail">all</a>)` : '';
  return page(
    'Mail outbox',
    `<h1>Mail outbox</h1>
<p class="note">No SMTP server is configured (SMTP_URL), so e-mail is kept here instead of sent. Newest first${filter}.</p>
${mails.length === 0 ? '<p>No messages yet.</p>' : `<table><thead><tr><th>Queued (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`}`,
  );
}

export function mailPage(mail: OutboxMail): string {
  const html = mail.htmlBody
    ? `<h2>HTML</h2><iframe title="HTML body" sandbox srcdoc="${escapeHtml(mail.htmlBody)}"></iframe>`
    : '';
  return page(
    mail.subject,
    `<p><a href="/dev/mail">All messages</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p>To: ${escapeHtml(mail.toAddress)}<br>Queued: ${mail.createdAt.toISOString()}</p>
<h2>Text</h2><pre>${linkified(mail.textBody)}</pre>${html}`,
  );
}
