import type { MediaKind } from '@portal/domain';
import { useRef } from 'react';
import { Alert, Button, ProgressBar } from 'react-bootstrap';
import { acceptOf } from './media-items.ts';
import type { useMediaUpload } from './use-media-upload.ts';

type Uploads = ReturnType<typeof useMediaUpload>;

/** The Upload… button and its hidden file input: one file into the open folder. */
export function UploadButton(props: {
  kind: MediaKind;
  folderId: number | null;
  uploads: Uploads;
}) {
  const { kind, folderId, uploads } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        className="d-none"
        accept={acceptOf(kind)}
        aria-label={`Upload ${kind === 'image' ? 'an image' : 'a document'}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void uploads.upload(file, folderId);
        }}
      />
      <Button
        onClick={() => fileInput.current?.click()}
        disabled={uploads.state.status === 'uploading'}
      >
        Upload…
      </Button>
    </>
  );
}

/** An upload's progress, or the reason it was refused. */
export function UploadStatus({ uploads }: { uploads: Uploads }) {
  const { state } = uploads;
  if (state.status === 'uploading')
    return (
      <div className="mb-3">
        <div className="small mb-1">Uploading {state.name}</div>
        <ProgressBar
          now={Math.round(state.progress * 100)}
          label={`${Math.round(state.progress * 100)}%`}
          aria-label={`Uploading ${state.name}`}
        />
      </div>
    );
  if (state.status === 'failed')
    return (
      <Alert variant="danger" dismissible onClose={uploads.dismiss}>
        {state.message}
      </Alert>
    );
  return null;
}
