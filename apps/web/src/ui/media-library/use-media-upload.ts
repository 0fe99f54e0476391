import type { MediaKind } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEDIA_LIBRARY_KEY, uploadMediaFile } from './media-library-api.ts';
import { uploadProblem, type MediaItem } from './media-items.ts';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'failed'; message: string };

/** One upload at a time: checked by name and size first, then sent with its progress. */
export function useMediaUpload(kind: MediaKind, onUploaded: (item: MediaItem) => void) {
  const client = useQueryClient();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const upload = async (file: File, folderId: number | null) => {
    const problem = uploadProblem(kind, file);
    if (problem) {
      setState({ status: 'failed', message: `${file.name}: ${problem}` });
      return;
    }
    setState({ status: 'uploading', name: file.name, progress: 0 });
    try {
      const item = await uploadMediaFile(kind, file, folderId, (progress) =>
        setState({ status: 'uploading', name: file.name, progress }),
      );
      setState({ status: 'idle' });
      await client.invalidateQueries({ queryKey: MEDIA_LIBRARY_KEY });
      onUploaded(item);
    } catch (error) {
      setState({
        status: 'failed',
        message: error instanceof Error ? error.message : 'The file could not be uploaded.',
      });
    }
  };
  return { state, upload, dismiss: () => setState({ status: 'idle' }) };
}
