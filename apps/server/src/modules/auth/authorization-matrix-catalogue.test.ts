import { describe } from 'vitest';
import { cartCalls } from '../../test/access-matrix/cart-calls.ts';
import { catalogueCalls } from '../../test/access-matrix/catalogue-calls.ts';
import { changeRequestCalls } from '../../test/access-matrix/change-request-calls.ts';
import { editorCalls } from '../../test/access-matrix/editor-calls.ts';
import { exportCalls } from '../../test/access-matrix/export-calls.ts';
import { mediaCalls } from '../../test/access-matrix/media-calls.ts';
import { runMatrix } from '../../test/access-matrix/run-matrix.ts';
import { supersessionCalls } from '../../test/access-matrix/supersession-calls.ts';

describe('who may call the catalogue, editor, export, checkout and cart routes', () => {
  runMatrix([
    ...catalogueCalls,
    ...editorCalls,
    ...supersessionCalls,
    ...changeRequestCalls,
    ...mediaCalls,
    ...exportCalls,
    ...cartCalls,
  ]);
});
