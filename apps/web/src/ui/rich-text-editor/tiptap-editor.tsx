import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { richTextExtensions } from './extensions.ts';
import { LinkForm, type LinkChoice } from './link-form.tsx';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { SpecialCharacters } from './special-characters.tsx';
import { deferStyles } from './style-attributes.ts';
import { editorHtml } from './styles-through-cssom.ts';
import { Toolbar, type Panel } from './toolbar.tsx';
import { useToolbarState } from './use-toolbar-state.ts';
import stylesheet from './rich-text-editor.css?url';

// The editor's rules load with it: the one stylesheet every site loads first (decision 148)
// stays as it was.
if (typeof document !== 'undefined' && !document.querySelector(`link[href="${stylesheet}"]`)) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  document.head.append(link);
}

// One set for every editor on the page: useEditor compares them by identity.
const extensions = richTextExtensions();

const linkAt = (editor: Editor): LinkChoice | null => {
  if (!editor.isActive('link')) return null;
  const { href, target } = editor.getAttributes('link');
  return { href: typeof href === 'string' ? href : '', newTab: target === '_blank' };
};

/** The TipTap editor behind `RichTextEditor`, loaded with the editor site's first rich field. */
export function TiptapEditor(props: RichTextEditorProps) {
  const { value, onChange, label, disabled = false, invalid = false, id } = props;
  const ownId = useId();
  const areaId = id ?? `${ownId}-area`;
  const panelId = `${ownId}-panel`;
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [panel, setPanel] = useState<Panel>(null);
  // What the editor last reported: a value that differs came from outside (a reset, a load).
  const reported = useRef(value);
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });

  const editorProps = useMemo(
    () => ({
      attributes: {
        id: areaId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': String(invalid),
        'aria-readonly': String(disabled),
        class: `form-control rich-text-editor-area${invalid ? ' is-invalid' : ''}`,
      },
      // Alt+F10 puts the keyboard on the toolbar, as in other editors.
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (!event.altKey || event.key !== 'F10') return false;
        toolbarRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
        return true;
      },
    }),
    [areaId, label, invalid, disabled],
  );

  const editor = useEditor({
    extensions,
    content: deferStyles(value),
    editable: !disabled,
    // The policy refuses an injected <style>: the rules are in rich-text-editor.css.
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor }) => {
      reported.current = editorHtml(editor);
      latestOnChange.current(reported.current);
    },
  });

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(deferStyles(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useToolbarState(editor);
  const closePanel = (focus: 'editor' | 'toolbar') => {
    const opener = toolbarRef.current?.querySelector<HTMLElement>('[aria-expanded="true"]');
    setPanel(null);
    if (focus === 'toolbar') opener?.focus();
    else editor.commands.focus();
  };
  const applyLink = ({ href, newTab }: LinkChoice) => {
    const attrs = {
      href,
      target: newTab ? '_blank' : null,
      rel: newTab ? 'noopener noreferrer' : null,
    };
    if (editor.state.selection.empty && !editor.isActive('link'))
      editor.commands.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs }] });
    else editor.chain().extendMarkRange('link').setLink(attrs).run();
    closePanel('editor');
  };

  return (
    <div className={`rich-text-editor${invalid ? ' is-invalid' : ''}`}>
      <Toolbar
        editor={editor}
        state={state}
        label={label}
        areaId={areaId}
        disabled={disabled}
        panel={disabled ? null : panel}
        panelId={panelId}
        onPanel={setPanel}
        toolbarRef={toolbarRef}
      />
      {!disabled && panel === 'characters' && (
        <SpecialCharacters
          id={panelId}
          onPick={(character) => {
            editor.commands.insertContent(character);
            closePanel('editor');
          }}
          onClose={() => closePanel('toolbar')}
        />
      )}
      {!disabled && panel === 'link' && (
        <LinkForm
          id={panelId}
          current={linkAt(editor)}
          onApply={applyLink}
          onRemove={() => {
            editor.chain().extendMarkRange('link').unsetLink().run();
            closePanel('editor');
          }}
          onClose={() => closePanel('toolbar')}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
