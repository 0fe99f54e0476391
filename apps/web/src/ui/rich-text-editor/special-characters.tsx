import { useEffect, useRef } from 'react';

/** Admin §9's special characters, with the names a screen reader reads. */
export const SPECIAL_CHARACTERS = [
  ['©', 'Copyright sign'],
  ['®', 'Registered sign'],
  ['™', 'Trade mark sign'],
  ['°', 'Degree sign'],
  ['±', 'Plus-minus sign'],
  ['×', 'Multiplication sign'],
  ['÷', 'Division sign'],
  ['µ', 'Micro sign'],
  ['Ω', 'Ohm sign'],
  ['½', 'One half'],
  ['¼', 'One quarter'],
  ['¾', 'Three quarters'],
  ['—', 'Em dash'],
  ['–', 'En dash'],
  ['…', 'Ellipsis'],
] as const;

interface Props {
  id: string;
  onPick: (character: string) => void;
  onClose: () => void;
}

/** A small grid of characters under the toolbar; Escape closes it. */
export function SpecialCharacters({ id, onPick, onClose }: Props) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      id={id}
      role="group"
      aria-label="Special characters"
      className="rich-text-editor-panel d-flex flex-wrap gap-1 border rounded p-2 mb-2"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      {SPECIAL_CHARACTERS.map(([character, name], index) => (
        <button
          key={character}
          ref={index === 0 ? first : undefined}
          type="button"
          className="btn btn-sm btn-outline-secondary rich-text-editor-character"
          aria-label={`${name} ${character}`}
          title={name}
          onClick={() => onPick(character)}
        >
          {character}
        </button>
      ))}
    </div>
  );
}
