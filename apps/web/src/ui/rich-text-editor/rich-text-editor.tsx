export interface RichTextEditorProps {
  /** The field's HTML. */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  disabled?: boolean;
  /** Shown under the field when it is invalid; sets aria-invalid. */
  invalid?: boolean;
  id?: string;
}

/** The editor's rich-text field (admin §9 toolbar); a plain text area until the toolbar lands. */
export function RichTextEditor({
  value,
  onChange,
  label,
  disabled,
  invalid,
  id,
}: RichTextEditorProps) {
  return (
    <textarea
      id={id}
      className={`form-control${invalid ? ' is-invalid' : ''}`}
      aria-label={label}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      rows={6}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
