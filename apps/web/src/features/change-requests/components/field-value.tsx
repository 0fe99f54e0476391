import type { EditorValue } from '@portal/domain';
import { textOfHtml } from '../../../ui/text-diff/text-diff.ts';
import { shortValue } from '../model/display-value.ts';

interface Props {
  value: EditorValue | null;
  /** A rich-text field: its words are shown, not its tags. */
  html: boolean;
}

/** A value of the diff as one short line; what was cut stays in its title. */
export function FieldValue({ value, html }: Props) {
  const shown = shortValue(html && typeof value === 'string' ? textOfHtml(value) : value);
  return (
    <span className="text-break" title={shown.full}>
      {shown.text}
    </span>
  );
}
