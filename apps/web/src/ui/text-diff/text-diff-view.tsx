import { textOfHtml, wordDiff } from './text-diff.ts';

interface Props {
  before: string | null;
  after: string | null;
  /** The texts are HTML (a rich-text field): their words are compared, not their tags. */
  html?: boolean;
}

/** Old and new text in one line: removed words struck through, added ones marked. */
export function TextDiffView({ before, after, html = false }: Props) {
  const plain = (text: string | null) => (html ? textOfHtml(text ?? '') : (text ?? ''));
  const parts = wordDiff(plain(before), plain(after));
  return (
    <span className="text-break">
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index} className="text-danger" aria-label={`removed: ${part.text.trim()}`}>
            {part.text}
          </del>
        ) : (
          <ins key={index} className="text-success" aria-label={`added: ${part.text.trim()}`}>
            {part.text}
          </ins>
        ),
      )}
    </span>
  );
}
