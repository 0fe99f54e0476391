import type { MediaKind } from '@portal/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Modal, Row } from 'react-bootstrap';
import { ErrorState } from '../error-state.tsx';
import { Loading } from '../loading.tsx';
import { FileDeleteButton } from './file-delete-button.tsx';
import { FolderPanel } from './folder-panel.tsx';
import { MediaFileGrid } from './media-file-grid.tsx';
import { mediaFilesQuery, mediaFoldersQuery } from './media-library-api.ts';
import type { MediaItem } from './media-items.ts';
import './media-library.css';
import { UploadButton, UploadStatus } from './upload-control.tsx';
import { useMediaUpload } from './use-media-upload.ts';

export type { MediaItem } from './media-items.ts';

export interface MediaLibraryPickerProps {
  /** Which library: images (thumbnails) or documents (a list). */
  kind: MediaKind;
  open: boolean;
  onClose: () => void;
  /**
   * The chosen file. An image carries ImageId, FullPath (the /files/ URL), Width and Height;
   * a document DocumentId and FullPath. The picker does not close itself: call onClose.
   */
  onChoose: (item: MediaItem) => void;
}

const titles: Record<MediaKind, string> = {
  image: 'Choose an image',
  document: 'Choose a document',
};

/** The search after the user stops typing for a moment. */
function useSettled(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The editor's image and document library in a dialog (decision 171): folders on the left,
 * the open folder's files (or a search through all) on the right, upload and new folder; the
 * open folder renamed, moved or deleted, the chosen file deleted, as the caller's permission
 * allows. Choose with a click and the Choose button, a double click, or Enter on a chosen file.
 */
export function MediaLibraryPicker({ kind, open, onClose, onChoose }: MediaLibraryPickerProps) {
  const [folderId, setFolderId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<'newest' | 'name'>('newest');
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const settledSearch = useSettled(search);
  const folders = useQuery({ ...mediaFoldersQuery(kind), enabled: open });
  const files = useInfiniteQuery({
    ...mediaFilesQuery({ kind, folderId, search: settledSearch, sort }),
    enabled: open,
  });
  const uploads = useMediaUpload(kind, setSelected);
  const items = files.data?.pages.flatMap((p) => p.List) ?? [];
  const noun = kind === 'image' ? 'images' : 'documents';
  // Until the folders answer, nothing that changes the library is offered.
  const permission = folders.data?.Permission;

  const openFolder = (id: number | null) => {
    setFolderId(id);
    setSearch('');
    setSelected(null);
    setRefusal(null);
  };

  return (
    <Modal show={open} onHide={onClose} size="xl" aria-labelledby="media-library-title" scrollable>
      <Modal.Header closeButton>
        <Modal.Title id="media-library-title">{titles[kind]}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="media-library-body">
        <Row>
          <Col md={4} lg={3} className="mb-3">
            <FolderPanel kind={kind} folders={folders} folderId={folderId} onOpen={openFolder} />
          </Col>
          <Col md={8} lg={9}>
            <div className="d-flex flex-wrap gap-2 mb-3 align-items-end">
              <Form.Group controlId="media-library-search" className="flex-grow-1">
                <Form.Label className="small mb-1">Search all {noun}</Form.Label>
                <Form.Control
                  type="search"
                  value={search}
                  placeholder="Name contains…"
                  onChange={(e) => setSearch(e.target.value)}
                />
              </Form.Group>
              <Form.Group controlId="media-library-sort">
                <Form.Label className="small mb-1">Order</Form.Label>
                <Form.Select
                  value={sort}
                  onChange={(e) => setSort(e.target.value === 'name' ? 'name' : 'newest')}
                >
                  <option value="newest">Newest first</option>
                  <option value="name">By name</option>
                </Form.Select>
              </Form.Group>
              {permission?.CanCreate && (
                <UploadButton kind={kind} folderId={folderId} uploads={uploads} />
              )}
            </div>
            <UploadStatus uploads={uploads} />
            {refusal && (
              <Alert variant="danger" dismissible onClose={() => setRefusal(null)}>
                {refusal}
              </Alert>
            )}
            {files.isPending ? (
              <Loading label={`Loading the ${noun}`} />
            ) : files.isError ? (
              <ErrorState
                title={`The ${noun} could not be loaded`}
                error={files.error}
                onRetry={() => void files.refetch()}
              />
            ) : items.length === 0 ? (
              <p className="text-body-secondary" role="status">
                {settledSearch
                  ? `No ${noun} match “${settledSearch}”.`
                  : `This folder holds no ${noun} yet. Upload one, or open another folder.`}
              </p>
            ) : (
              <>
                <MediaFileGrid
                  items={items}
                  selected={selected}
                  onSelect={setSelected}
                  onChoose={onChoose}
                />
                {files.hasNextPage && (
                  <Button
                    variant="outline-secondary"
                    className="mt-3"
                    disabled={files.isFetchingNextPage}
                    onClick={() => void files.fetchNextPage()}
                  >
                    {files.isFetchingNextPage ? 'Loading…' : 'Show more'}
                  </Button>
                )}
              </>
            )}
          </Col>
        </Row>
      </Modal.Body>
      <Modal.Footer>
        <span className="me-auto small text-body-secondary" aria-live="polite">
          {selected ? `Chosen: ${selected.name}` : ''}
        </span>
        {selected && permission?.CanDelete && (
          <FileDeleteButton
            key={`${selected.kind}-${selected.id}`}
            kind={kind}
            item={selected}
            onDeleted={() => setSelected(null)}
            onRefused={setRefusal}
          />
        )}
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={selected === null} onClick={() => selected && onChoose(selected)}>
          Choose
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
