import type { EditorValue } from './catalogue-editor.ts';
import type { EditorField } from './entity.ts';

type Checked = Pick<EditorField, 'DisplayName' | 'IsRequired' | 'Validations' | 'EditorType'>;

const isBlank = (value: EditorValue | undefined): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const asText = (value: EditorValue): string =>
  Array.isArray(value) ? value.join(',') : String(value);

const limit = (text: string | null): number | null => {
  const n = Number(text);
  return text !== null && text.trim() !== '' && Number.isFinite(n) ? n : null;
};

/** A pattern the definitions hold; a broken one checks nothing rather than refusing everything. */
function matches(pattern: string | null, text: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return true;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The messages of one field's value under its definition (admin §5: IsRequired and the
 * server-supplied validation list). The editor shows them under the field; the server refuses
 * a save while any remains. A blank optional value passes every check but 'required'.
 */
export function editorFieldErrors(field: Checked, value: EditorValue | undefined): string[] {
  const errors: string[] = [];
  const blank = isBlank(value);
  const requiredRule = field.Validations.find((v) => v.ValidationType === 'required');
  if (blank) {
    if (field.IsRequired || requiredRule)
      errors.push(requiredRule?.ValidationMessage ?? `${field.DisplayName} is required`);
    return errors;
  }
  const text = asText(value as EditorValue);
  const number = typeof value === 'number' ? value : Number(text);
  for (const rule of field.Validations) {
    const n = limit(rule.ValidationValue);
    const failed = (() => {
      switch (rule.ValidationType) {
        case 'required':
          return false;
        case 'minLength':
          return n !== null && text.length < n;
        case 'maxLength':
          return n !== null && text.length > n;
        case 'pattern':
          return !matches(rule.ValidationValue, text);
        case 'number':
          return !Number.isFinite(number);
        case 'min':
          return n !== null && !(number >= n);
        case 'max':
          return n !== null && !(number <= n);
        case 'email':
          return !EMAIL.test(text);
      }
    })();
    if (failed) errors.push(rule.ValidationMessage);
  }
  return errors;
}
