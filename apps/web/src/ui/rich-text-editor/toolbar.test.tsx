// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRichTextEditor } from './render-rich-text-editor.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
const enabled = (name: string) => !screen.getByRole<HTMLButtonElement>('button', { name }).disabled;

/** The field with all its text selected. */
async function selected(value = '<p>Fits model 100</p>') {
  const field = await renderRichTextEditor(value);
  field.command((editor) =>
    editor.commands.setTextSelection({ from: 1, to: editor.state.doc.content.size - 1 }),
  );
  return field;
}

describe('the toolbar formats the selection', () => {
  it.each([
    ['Bold', '<p><strong>Fits model 100</strong></p>'],
    ['Italic', '<p><em>Fits model 100</em></p>'],
    ['Underline', '<p><u>Fits model 100</u></p>'],
    ['Strikethrough', '<p><s>Fits model 100</s></p>'],
    ['Superscript', '<p><sup>Fits model 100</sup></p>'],
    ['Subscript', '<p><sub>Fits model 100</sub></p>'],
    ['Bulleted list', '<ul><li><p>Fits model 100</p></li></ul>'],
    ['Numbered list', '<ol><li><p>Fits model 100</p></li></ol>'],
    ['Block quote', '<blockquote><p>Fits model 100</p></blockquote>'],
    ['Align left', '<p style="text-align: left">Fits model 100</p>'],
    ['Centre', '<p style="text-align: center">Fits model 100</p>'],
    ['Align right', '<p style="text-align: right">Fits model 100</p>'],
    ['Justify', '<p style="text-align: justify">Fits model 100</p>'],
  ])('%s writes %s and shows itself pressed', async (name, html) => {
    const { lastHtml } = await selected();
    expect(pressed(name)).toBe('false');
    press(name);
    expect(lastHtml()).toBe(html);
    expect(pressed(name)).toBe('true');
    press(name);
    expect(pressed(name)).toBe('false');
  });

  it('superscript and subscript exclude each other', async () => {
    const { lastHtml } = await selected();
    press('Superscript');
    press('Subscript');
    expect(lastHtml()).toBe('<p><sub>Fits model 100</sub></p>');
  });

  it('sets a heading, the font and the colour, styles applied through the CSSOM only', async () => {
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    const { lastHtml, area } = await selected();
    fireEvent.change(screen.getByRole('combobox', { name: 'Heading' }), {
      target: { value: 'h2' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Font' }), {
      target: { value: 'Georgia, serif' },
    });
    fireEvent.input(screen.getByLabelText('Text colour'), { target: { value: '#b02a37' } });
    expect(lastHtml()).toBe(
      '<h2><span style="color: #b02a37; font-family: Georgia, serif">Fits model 100</span></h2>',
    );
    const styled = area.querySelector<HTMLElement>('h2 span span');
    expect(styled?.style.color).toBe('rgb(176, 42, 55)');
    expect(styled?.style.fontFamily).toBe('Georgia, serif');
    expect(setAttribute.mock.calls.filter(([name]) => name === 'style')).toEqual([]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Font' }).value).toBe(
      'Georgia, serif',
    );
  });

  it('removes marks and alignment', async () => {
    const { lastHtml } = await selected(
      '<p style="text-align:right"><strong>Fits</strong> <span style="color:#b02a37">model</span></p>',
    );
    press('Remove format');
    expect(lastHtml()).toBe('<p>Fits model</p>');
  });

  it('undoes and redoes', async () => {
    const { lastHtml } = await selected();
    expect(enabled('Undo')).toBe(false);
    press('Bold');
    press('Undo');
    expect(lastHtml()).toBe('<p>Fits model 100</p>');
    expect(enabled('Redo')).toBe(true);
    press('Redo');
    expect(lastHtml()).toBe('<p><strong>Fits model 100</strong></p>');
  });
});

describe('the toolbar edits tables', () => {
  const shape = (area: HTMLElement) =>
    [...area.querySelectorAll('tr')].map((row) => row.querySelectorAll('th, td').length);

  it('inserts a table with a header row, adds and removes rows and columns, deletes it', async () => {
    const { area, lastHtml, command } = await renderRichTextEditor('<p>Sizes</p>');
    command((editor) => editor.commands.focus('end'));
    expect(
      ['Add row', 'Delete row', 'Add column', 'Delete column', 'Delete table'].map(enabled),
    ).toEqual([false, false, false, false, false]);
    press('Insert table');
    expect(shape(area)).toEqual([3, 3, 3]);
    expect(area.querySelectorAll('tr:first-child th')).toHaveLength(3);
    expect(lastHtml()).toMatch(/^<p>Sizes<\/p><table><tbody><tr><th><p><\/p><\/th>/);
    expect(enabled('Insert table')).toBe(false);
    press('Add row');
    press('Add column');
    expect(shape(area)).toEqual([4, 4, 4, 4]);
    press('Delete row');
    press('Delete column');
    press('Delete column');
    expect(shape(area)).toEqual([2, 2, 2]);
    press('Delete table');
    expect(area.querySelector('table')).toBeNull();
    expect(lastHtml()).not.toContain('<table');
  });
});

describe('the toolbar inserts special characters', () => {
  it('offers admin §9 characters and inserts the one picked', async () => {
    const { lastHtml, command } = await renderRichTextEditor('<p>Rated 50</p>');
    command((editor) => editor.commands.focus('end'));
    press('Special characters');
    const picker = screen.getByRole('group', { name: 'Special characters' });
    expect(picker.textContent).toBe('©®™°±×÷µΩ½¼¾—–…');
    expect(
      screen.getByRole('button', { name: 'Special characters' }).getAttribute('aria-expanded'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Degree sign °' }));
    expect(lastHtml()).toBe('<p>Rated 50°</p>');
    expect(screen.queryByRole('group', { name: 'Special characters' })).toBeNull();
  });

  it('closes on Escape and gives the keyboard back to its button', async () => {
    await renderRichTextEditor();
    press('Special characters');
    const first = screen.getByRole('button', { name: 'Copyright sign ©' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Special characters' })).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Special characters');
  });
});

describe('the toolbar links', () => {
  const linkTo = (address: string, newTab = false) => {
    press('Link');
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: address } });
    if (newTab) fireEvent.click(screen.getByLabelText('Open in new tab'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  };

  it('links the selection, in a new tab when asked, and removes the link', async () => {
    const { lastHtml, command } = await selected('<p>Manual</p>');
    linkTo('example.com/manual.pdf', true);
    expect(lastHtml()).toBe(
      '<p><a href="https://example.com/manual.pdf" target="_blank" rel="noopener noreferrer">Manual</a></p>',
    );
    expect(pressed('Link')).toBe('true');
    press('Link');
    expect(screen.getByLabelText<HTMLInputElement>('Link address').value).toBe(
      'https://example.com/manual.pdf',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Open in new tab').checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Open in new tab'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(lastHtml()).toBe('<p><a href="https://example.com/manual.pdf">Manual</a></p>');
    command((editor) => editor.commands.setTextSelection(3));
    press('Link');
    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(lastHtml()).toBe('<p>Manual</p>');
  });

  it('refuses a script address and says what it takes', async () => {
    const { onChange } = await selected('<p>Manual</p>');
    linkTo('javascript:alert(1)');
    expect(screen.getByLabelText('Link address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Enter a web address \(http or https\)/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('inserts the address itself as the link when nothing is selected', async () => {
    const { lastHtml, command } = await renderRichTextEditor('<p>See:</p>');
    command((editor) => editor.commands.focus('end'));
    linkTo('mailto:parts@example.com');
    expect(lastHtml()).toBe(
      '<p>See:<a href="mailto:parts@example.com">mailto:parts@example.com</a></p>',
    );
  });
});

it('keeps styles and drops event handlers of pasted markup', async () => {
  // jsdom has no ClipboardEvent; ProseMirror only needs an event to hand to the paste handlers.
  vi.stubGlobal('ClipboardEvent', class extends Event {});
  const { lastHtml, editor } = await renderRichTextEditor('<p></p>');
  act(() =>
    editor.view.pasteHTML(
      `<p>First</p><p STYLE='text-align:center' onclick="steal()">Pasted <span style="color: #b02a37">red</span><img src=x onerror=alert(1)></p>`,
    ),
  );
  expect(lastHtml()).toBe(
    '<p>First</p><p style="text-align: center">Pasted <span style="color: #b02a37">red</span></p>',
  );
});
