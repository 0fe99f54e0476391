import { SANDBOX_TEST_CARDS } from './card-rules.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const field = (id: string, label: string, attrs: string, cls = 'field') => `
  <div class="${cls}">
    <label for="${id}">${label}</label>
    <input id="${id}" name="${id}" ${attrs} aria-describedby="${id}-error" required>
    <div class="error" id="${id}-error" aria-live="polite"></div>
  </div>`;

/** The page's stylesheet, served as card-fields.css: its policy allows no inline style. */
export const CARD_FIELDS_STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;background:#fff}
  form{display:grid;grid-template-columns:1fr 1fr;gap:.25rem .75rem;padding:2px}
  .field{display:flex;flex-direction:column;grid-column:span 2}
  .half{grid-column:span 1}
  label{font-weight:600;margin-bottom:.2rem}
  input{font:inherit;padding:.45rem .6rem;border:1px solid #6c757d;border-radius:.375rem}
  input:focus{outline:3px solid #86b7fe;border-color:#0d6efd}
  input[aria-invalid=true]{border-color:#b02a37}
  .error{color:#b02a37;min-height:1.2em;font-size:.85rem}
  .help{grid-column:span 2;font-size:.8rem;color:#495057;margin:.25rem 0 0}
  .help ul{margin:.2rem 0 0;padding-left:1.1rem}
  .status{grid-column:span 2;font-size:.85rem;color:#146c43;min-height:1.2em}
  @media (max-width:360px){.half{grid-column:span 2}}`;

/** The card fields page shown in the checkout's iframe; its script talks to the parent page. */
export function cardFieldsPage(formToken: string, parentOrigin: string): string {
  const cards = SANDBOX_TEST_CARDS.map(
    (c) => `<li><code>${grouped(c.number)}</code> ${escapeHtml(c.note)}</li>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<link rel="stylesheet" href="card-fields.css">
</head>
<body data-form-token="${escapeHtml(formToken)}" data-parent-origin="${escapeHtml(parentOrigin)}">
<main>
<form id="card-form" novalidate>
  ${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234"')}
  ${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"', 'field half')}
  ${field('cvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', 'field half')}
  ${field('name', 'Name on card', 'autocomplete="cc-name" maxlength="100"')}
  <div class="status" id="status" role="status"></div>
  <div class="help">Sandbox test cards (any future expiry, any 3-digit CVV):<ul>${cards}</ul>Any other valid card number approves.</div>
</form>
</main>
<script src="card-fields.js"></script>
</body>
</html>`;
}
