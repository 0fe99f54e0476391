import type { MediaFolderTree } from '@portal/domain';
import { ListGroup } from 'react-bootstrap';
import { folderRows } from './media-items.ts';

interface Props {
  tree: MediaFolderTree;
  /** Null: the top level (files in no folder). */
  selected: number | null;
  onSelect: (folderId: number | null) => void;
}

/**
 * The library's folders as an indented list of buttons, each with its file count. The
 * catalogue tree (ui/catalog-tree) is typed to the catalogue's four levels and loads children
 * by entity; folders come whole in one answer, so a flat, indented list is all they need.
 */
export function FolderList({ tree, selected, onSelect }: Props) {
  const rows = folderRows(tree.List);
  return (
    <nav aria-label="Folders">
      <ListGroup variant="flush" className="media-library-folders">
        <ListGroup.Item
          action
          active={selected === null}
          aria-current={selected === null ? 'true' : undefined}
          onClick={() => onSelect(null)}
          className="d-flex justify-content-between"
        >
          <span>All files (top level)</span>
          <span className="text-body-secondary small">{tree.RootFileCount}</span>
        </ListGroup.Item>
        {rows.map(({ folder, depth }) => (
          <ListGroup.Item
            key={folder.FolderId}
            action
            active={selected === folder.FolderId}
            aria-current={selected === folder.FolderId ? 'true' : undefined}
            onClick={() => onSelect(folder.FolderId)}
            className={`d-flex justify-content-between media-library-depth-${Math.min(depth, 5)}`}
          >
            <span className="text-truncate">
              <span aria-hidden="true">📁 </span>
              {folder.FolderName}
            </span>
            <span className="text-body-secondary small">
              <span className="visually-hidden">, files: </span>
              {folder.FileCount}
            </span>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </nav>
  );
}
