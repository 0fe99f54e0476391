import { adminOnly, type MatrixCall } from './matrix.ts';

/** An id no folder, image or document has: calls that name it stop at 404 after the gate. */
const NONE = 999_999;

/**
 * The editor's media library (decision 171): the editor's gate, then the Image level's
 * permissions. Of the matrix's callers only the customer admin passes the gate.
 */
export const mediaCalls: MatrixCall[] = [
  {
    route: 'GET /api/media/folders',
    url: () => '/api/media/folders?kind=image',
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/media/folders',
    body: (_ids, actor) => ({ Kind: 'image', FolderName: `matrix ${actor}`, ParentFolderId: null }),
    expect: adminOnly(201),
  },
  {
    route: 'PUT /api/media/folders/:id',
    url: () => `/api/media/folders/${NONE}`,
    body: () => ({ FolderName: 'Renamed' }),
    expect: adminOnly(404),
  },
  {
    route: 'DELETE /api/media/folders/:id',
    url: () => `/api/media/folders/${NONE}`,
    expect: adminOnly(404),
  },
  { route: 'GET /api/media/images', expect: adminOnly(200) },
  { route: 'GET /api/media/documents', expect: adminOnly(200) },
  {
    route: 'GET /api/media/images/by-id',
    url: () => `/api/media/images/by-id?ids=${NONE}`,
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/media/documents/by-id',
    url: () => `/api/media/documents/by-id?ids=${NONE}`,
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/media/images',
    case: 'a PDF is no image',
    upload: ['matrix.pdf'],
    expect: adminOnly(415),
  },
  { route: 'POST /api/media/documents', upload: ['matrix.pdf'], expect: adminOnly(201) },
  {
    route: 'DELETE /api/media/images/:id',
    url: () => `/api/media/images/${NONE}`,
    expect: adminOnly(404),
  },
  {
    route: 'DELETE /api/media/documents/:id',
    url: () => `/api/media/documents/${NONE}`,
    expect: adminOnly(404),
  },
];
