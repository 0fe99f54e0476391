import { lazy, Suspense } from 'react';

export interface RichTextEditorProps {
  /** The field's HTML. */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  disabled?: boolean;
  /** Shown under the field when it is invalid; sets aria-invalid. */
  invalid?: boolean;
  id?: string;
}

// TipTap and ProseMirror load with the first rich-text field, never with the parts site's pages.
const TiptapEditor = lazy(() =>
  import('./tiptap-editor.tsx').then((module) => ({ default: module.TiptapEditor })),
);

/** The editor's rich-text field with admin §9's toolbar. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="form-control rich-text-editor-loading text-body-secondary" role="status">
          {`Loading the ${props.label} editor…`}
        </div>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
