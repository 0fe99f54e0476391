import { Extension, type Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import {
  deferPastedMarkup,
  deferSpecStyles,
  outerStyle,
  restoreStyles,
} from './style-attributes.ts';

/**
 * Every node and mark draws its `style` as `data-style`, and decorations apply it: ProseMirror
 * sets a decoration's style through the CSSOM, which the Content-Security-Policy allows.
 */
function deferSchemaStyles(editor: Editor): void {
  for (const { spec } of Object.values(editor.schema.nodes)) {
    const { toDOM } = spec;
    if (toDOM) spec.toDOM = (node) => deferSpecStyles(toDOM(node));
  }
  for (const { spec } of Object.values(editor.schema.marks)) {
    const { toDOM } = spec;
    if (toDOM) spec.toDOM = (mark, inline) => deferSpecStyles(toDOM(mark, inline));
  }
}

function styleDecorations(doc: ProseMirrorNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    const end = pos + node.nodeSize;
    if (node.isText) {
      const styles = node.marks.map((mark) => outerStyle(mark.type.spec.toDOM?.(mark, true)));
      const style = styles.filter((one) => one !== null).join('; ');
      if (style) decorations.push(Decoration.inline(pos, end, { style }));
    } else {
      const style = outerStyle(node.type.spec.toDOM?.(node));
      if (style) decorations.push(Decoration.node(pos, end, { style }));
    }
  });
  return DecorationSet.create(doc, decorations);
}

const styles = new PluginKey<DecorationSet>('stylesThroughCssom');

export const StylesThroughCssom = Extension.create({
  name: 'stylesThroughCssom',
  onBeforeCreate() {
    deferSchemaStyles(this.editor);
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: styles,
        state: {
          init: (_, state) => styleDecorations(state.doc),
          apply: (tr, previous) => (tr.docChanged ? styleDecorations(tr.doc) : previous),
        },
        props: {
          decorations: (state) => styles.getState(state),
          transformPastedHTML: deferPastedMarkup,
        },
      }),
    ];
  },
});

/** The editor's content as stored rich text: style attributes, and '' for an empty field. */
export const editorHtml = (editor: Editor): string =>
  editor.isEmpty ? '' : restoreStyles(editor.getHTML());
