import type { Editor } from '@tiptap/react';
import type { ReactNode, RefObject } from 'react';
import { AlignmentIcon, ToolbarButton } from './toolbar-button.tsx';
import { TextStyleControls } from './text-style-controls.tsx';
import { ALIGNMENTS, type ToolbarState } from './use-toolbar-state.ts';
import { useRovingTabindex } from './use-roving-tabindex.ts';

export type Panel = 'link' | 'characters' | null;

const ALIGNMENT_NAMES = {
  left: 'Align left',
  center: 'Centre',
  right: 'Align right',
  justify: 'Justify',
};

interface Props {
  editor: Editor;
  state: ToolbarState;
  label: string;
  areaId: string;
  disabled: boolean;
  panel: Panel;
  panelId: string;
  onPanel: (panel: Panel) => void;
  toolbarRef: RefObject<HTMLDivElement | null>;
}

/** Admin §9's rich text toolbar. */
export function Toolbar(props: Props) {
  const { editor, state, label, areaId, disabled, panel, panelId, onPanel, toolbarRef } = props;
  const roving = useRovingTabindex(toolbarRef);
  const run = () => editor.chain().focus();
  const toggle = (name: Panel) => onPanel(panel === name ? null : name);
  const button = (
    text: string,
    pressed: boolean | undefined,
    action: () => void,
    glyph: ReactNode,
    enabled = true,
  ) => (
    <ToolbarButton
      key={text}
      label={text}
      pressed={pressed}
      disabled={disabled || !enabled}
      onClick={action}
    >
      {glyph}
    </ToolbarButton>
  );
  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-controls={areaId}
      className="rich-text-editor-toolbar d-flex flex-wrap gap-1 mb-1"
      onFocus={roving.onFocus}
      onKeyDown={roving.onKeyDown}
    >
      <TextStyleControls editor={editor} state={state} disabled={disabled} />
      {button('Bold', state.marks.bold, () => run().toggleBold().run(), <b>B</b>)}
      {button('Italic', state.marks.italic, () => run().toggleItalic().run(), <i>I</i>)}
      {button('Underline', state.marks.underline, () => run().toggleUnderline().run(), <u>U</u>)}
      {button('Strikethrough', state.marks.strike, () => run().toggleStrike().run(), <s>S</s>)}
      {button(
        'Superscript',
        state.marks.superscript,
        () => run().toggleSuperscript().run(),
        <>
          x<sup>2</sup>
        </>,
      )}
      {button(
        'Subscript',
        state.marks.subscript,
        () => run().toggleSubscript().run(),
        <>
          x<sub>2</sub>
        </>,
      )}
      {button('Bulleted list', state.bulletList, () => run().toggleBulletList().run(), '• ≡')}
      {button('Numbered list', state.orderedList, () => run().toggleOrderedList().run(), '1. ≡')}
      <ToolbarButton
        label="Special characters"
        expanded={panel === 'characters'}
        controls={panel === 'characters' ? panelId : undefined}
        disabled={disabled}
        onClick={() => toggle('characters')}
      >
        Ω
      </ToolbarButton>
      <ToolbarButton
        label="Link"
        pressed={state.link}
        expanded={panel === 'link'}
        controls={panel === 'link' ? panelId : undefined}
        disabled={disabled}
        onClick={() => toggle('link')}
      >
        Link
      </ToolbarButton>
      {ALIGNMENTS.map((alignment) =>
        button(
          ALIGNMENT_NAMES[alignment],
          state.alignment === alignment,
          () => run().toggleTextAlign(alignment).run(),
          <AlignmentIcon alignment={alignment} />,
        ),
      )}
      {button('Block quote', state.blockquote, () => run().toggleBlockquote().run(), '❝')}
      {button(
        'Insert table',
        undefined,
        () => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
        'Table',
        !state.inTable,
      )}
      {button('Add row', undefined, () => run().addRowAfter().run(), '+ Row', state.inTable)}
      {button('Delete row', undefined, () => run().deleteRow().run(), '− Row', state.inTable)}
      {button(
        'Add column',
        undefined,
        () => run().addColumnAfter().run(),
        '+ Column',
        state.inTable,
      )}
      {button(
        'Delete column',
        undefined,
        () => run().deleteColumn().run(),
        '− Column',
        state.inTable,
      )}
      {button('Delete table', undefined, () => run().deleteTable().run(), '✕ Table', state.inTable)}
      {button('Undo', undefined, () => run().undo().run(), '↶', state.canUndo)}
      {button('Redo', undefined, () => run().redo().run(), '↷', state.canRedo)}
      {button(
        'Remove format',
        undefined,
        () => run().unsetAllMarks().unsetTextAlign().run(),
        <>
          T<sub>x</sub>
        </>,
      )}
    </div>
  );
}
