// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

// The editor's code arrives when the test says so.
const code = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});

vi.mock('./tiptap-editor.tsx', async () => {
  await code.arrived;
  return {
    TiptapEditor: ({ label }: RichTextEditorProps) => <div role="textbox" aria-label={label} />,
  };
});

it('says the editor is loading until its code has arrived', async () => {
  render(<RichTextEditor value="" onChange={() => undefined} label="Notes" />);
  expect(screen.getByRole('status').textContent).toBe('Loading the Notes editor…');
  await act(async () => code.arrive());
  expect(await screen.findByRole('textbox', { name: 'Notes' })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});
