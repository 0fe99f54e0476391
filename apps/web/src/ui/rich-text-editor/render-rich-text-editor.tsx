import type { Editor } from '@tiptap/core';
import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.tsx';

/**
 * Test support: the field with its editor loaded, its editing area, the TipTap editor behind it
 * (for selecting text, which jsdom cannot do with a mouse) and the HTML it last reported.
 */
export async function renderRichTextEditor(
  value = '<p>Fits model 100</p>',
  props: Partial<RichTextEditorProps> = {},
) {
  const onChange = vi.fn<(html: string) => void>();
  const field = (more: Partial<RichTextEditorProps>) => (
    <RichTextEditor
      value={value}
      onChange={onChange}
      label="Description"
      id="description"
      {...props}
      {...more}
    />
  );
  const view = render(field({}));
  const area = await screen.findByRole('textbox', { name: 'Description' });
  const { editor } = area as HTMLElement & { editor: Editor };
  return {
    area,
    editor,
    onChange,
    lastHtml: () => onChange.mock.lastCall?.[0],
    rerender: (more: Partial<RichTextEditorProps>) => view.rerender(field(more)),
    /** Runs editor commands as React expects state changes to happen in a test. */
    command: (run: (editor: Editor) => unknown) => act(() => void run(editor)),
  };
}
