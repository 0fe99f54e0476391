import { useEditorState, type Editor } from '@tiptap/react';

export const MARKS = ['bold', 'italic', 'underline', 'strike', 'superscript', 'subscript'] as const;
export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export const HEADING_LEVELS = [1, 2, 3, 4] as const;

export type MarkName = (typeof MARKS)[number];
export type Alignment = (typeof ALIGNMENTS)[number];

/** What the toolbar shows of the selection: pressed buttons, the block type, the font and colour. */
export function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor }) => {
      const textStyle = editor.getAttributes('textStyle');
      const level = HEADING_LEVELS.find((one) => editor.isActive('heading', { level: one }));
      return {
        marks: Object.fromEntries(MARKS.map((mark) => [mark, editor.isActive(mark)])) as Record<
          MarkName,
          boolean
        >,
        alignment: ALIGNMENTS.find((one) => editor.isActive({ textAlign: one })) ?? null,
        block: level ? `h${level}` : 'p',
        bulletList: editor.isActive('bulletList'),
        orderedList: editor.isActive('orderedList'),
        blockquote: editor.isActive('blockquote'),
        link: editor.isActive('link'),
        fontFamily: typeof textStyle.fontFamily === 'string' ? textStyle.fontFamily : '',
        color: typeof textStyle.color === 'string' ? textStyle.color : '',
        inTable: editor.can().deleteTable(),
        canUndo: editor.can().undo(),
        canRedo: editor.can().redo(),
      };
    },
  });
}

export type ToolbarState = ReturnType<typeof useToolbarState>;
