// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRichTextEditor } from './render-rich-text-editor.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

afterEach(cleanup);

describe('RichTextEditor, the field', () => {
  it('shows the toolbar and the labelled editing area', async () => {
    render(<RichTextEditor value="" onChange={() => undefined} label="Notes" />);
    const area = await screen.findByRole('textbox', { name: 'Notes' });
    expect(area.getAttribute('aria-multiline')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Notes formatting' });
    expect(toolbar.getAttribute('aria-controls')).toBe(area.id);
  });

  it('gives the editing area the id and marks it invalid', async () => {
    const { area, rerender } = await renderRichTextEditor('<p>x</p>', { invalid: true });
    expect(area.id).toBe('description');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.classList.contains('is-invalid')).toBe(true);
    rerender({ invalid: false });
    expect(area.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows stored rich text and reports edits as HTML, an emptied field as ""', async () => {
    const { editor, command, lastHtml, area } = await renderRichTextEditor(
      '<h2 style="text-align:center">Fits</h2><p>model <strong>100</strong></p>',
    );
    expect(area.querySelector('h2')?.textContent).toBe('Fits');
    command(() => editor.commands.insertContentAt(editor.state.doc.content.size - 1, '!'));
    expect(lastHtml()).toBe(
      '<h2 style="text-align: center">Fits</h2><p>model <strong>100!</strong></p>',
    );
    command(() => editor.commands.clearContent(true));
    expect(lastHtml()).toBe('');
  });

  it('takes a new value from outside without reporting it back', async () => {
    const { area, onChange, rerender } = await renderRichTextEditor('<p>old</p>');
    act(() => rerender({ value: '<p>new <em>value</em></p>' }));
    expect(area.innerHTML).toContain('<p>new <em>value</em></p>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is read-only with every toolbar control disabled while disabled', async () => {
    const { area, rerender } = await renderRichTextEditor('<p>x</p>', { disabled: true });
    expect(area.getAttribute('contenteditable')).toBe('false');
    expect(area.getAttribute('aria-readonly')).toBe('true');
    const controls = screen.getByRole('toolbar').querySelectorAll('button, select, input');
    expect(controls.length).toBeGreaterThan(25);
    for (const control of controls) expect((control as HTMLButtonElement).disabled).toBe(true);
    act(() => rerender({ disabled: false }));
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Bold' }).disabled).toBe(false);
  });
});

describe('RichTextEditor, the toolbar by keyboard', () => {
  const focused = () => document.activeElement?.getAttribute('aria-label');

  it('is one tab stop; arrows, Home and End move along its enabled controls', async () => {
    await renderRichTextEditor();
    const toolbar = screen.getByRole('toolbar');
    const stops = () => toolbar.querySelectorAll('[tabindex="0"]');
    expect(stops()).toHaveLength(1);
    const heading = screen.getByRole('combobox', { name: 'Heading' });
    act(() => heading.focus());
    fireEvent.keyDown(heading, { key: 'ArrowRight' });
    expect(focused()).toBe('Font');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(focused()).toBe('Heading');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    // Redo is disabled (nothing undone): the last enabled control.
    expect(focused()).toBe('Remove format');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(focused()).toBe('Heading');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(focused()).toBe('Remove format');
    expect(stops()).toHaveLength(1);
    expect(stops()[0]?.getAttribute('aria-label')).toBe('Remove format');
  });

  it('Alt+F10 in the editing area moves to the toolbar', async () => {
    const { area } = await renderRichTextEditor();
    fireEvent.keyDown(area, { key: 'F10', altKey: true });
    expect(focused()).toBe('Heading');
  });

  it('names every control, and toggles say whether they are on', async () => {
    await renderRichTextEditor();
    const controls = [...screen.getByRole('toolbar').querySelectorAll('button, select, input')];
    for (const control of controls) expect(control.getAttribute('aria-label')).toBeTruthy();
    const toggles = controls.filter((control) => control.hasAttribute('aria-pressed'));
    expect(toggles.map((toggle) => toggle.getAttribute('aria-label'))).toEqual([
      ...['Bold', 'Italic', 'Underline', 'Strikethrough', 'Superscript', 'Subscript'],
      ...['Bulleted list', 'Numbered list', 'Link', 'Align left', 'Centre', 'Align right'],
      ...['Justify', 'Block quote'],
    ]);
  });
});
