import { usePageMeta } from '../../../ui/page-meta.ts';
import { EditorWorkspace } from '../components/editor-workspace.tsx';

/** Route `/` of the editor site: the content editor (admin §2.4). */
export function EditorPage() {
  usePageMeta({ title: ['Catalogue Editor'], crumbs: null });
  return (
    <>
      <h1 className="visually-hidden">Catalogue Editor</h1>
      <EditorWorkspace />
    </>
  );
}
