import type { Editor } from '@tiptap/react';
import { HEADING_LEVELS, type ToolbarState } from './use-toolbar-state.ts';

/** Font stacks the sanitiser keeps (letters, spaces, commas, hyphens). */
export const FONTS = [
  ['Arial', 'Arial, Helvetica, sans-serif'],
  ['Georgia', 'Georgia, serif'],
  ['Times New Roman', 'Times New Roman, Times, serif'],
  ['Courier New', 'Courier New, Courier, monospace'],
  ['Verdana', 'Verdana, Geneva, sans-serif'],
] as const;

interface Props {
  editor: Editor;
  state: ToolbarState;
  disabled: boolean;
}

/** The toolbar's block type, font and colour. */
export function TextStyleControls({ editor, state, disabled }: Props) {
  const run = () => editor.chain().focus();
  return (
    <>
      <select
        aria-label="Heading"
        className="form-select form-select-sm w-auto"
        disabled={disabled}
        value={state.block}
        onChange={(event) => {
          const level = HEADING_LEVELS.find((one) => `h${one}` === event.target.value);
          if (level) run().setHeading({ level }).run();
          else run().setParagraph().run();
        }}
      >
        <option value="p">Paragraph</option>
        {HEADING_LEVELS.map((level) => (
          <option key={level} value={`h${level}`}>{`Heading ${level}`}</option>
        ))}
      </select>
      <select
        aria-label="Font"
        className="form-select form-select-sm w-auto"
        disabled={disabled}
        value={state.fontFamily}
        onChange={(event) => {
          if (event.target.value) run().setFontFamily(event.target.value).run();
          else run().unsetFontFamily().run();
        }}
      >
        <option value="">Default font</option>
        {FONTS.map(([name, stack]) => (
          <option key={name} value={stack}>
            {name}
          </option>
        ))}
        {state.fontFamily && !FONTS.some(([, stack]) => stack === state.fontFamily) && (
          <option value={state.fontFamily}>{state.fontFamily}</option>
        )}
      </select>
      <input
        type="color"
        aria-label="Text colour"
        title="Text colour"
        className="form-control form-control-sm form-control-color"
        disabled={disabled}
        value={/^#[0-9a-f]{6}$/i.test(state.color) ? state.color : '#000000'}
        onChange={(event) => editor.chain().setColor(event.target.value).run()}
      />
    </>
  );
}
