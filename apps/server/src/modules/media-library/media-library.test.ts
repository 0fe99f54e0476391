import { Role, type LibraryImage, type MediaFolder, type MediaFolderTree } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { createUser } from '../../test/account-factories.ts';
import { signIn } from '../../test/sign-in.ts';
import { pdfWithPages } from '../order-documents/document-test-data.ts';
import {
  createBranch,
  createEditorWorld,
  EDITOR_HOST,
  type EditorCaller,
  type EditorWorld,
} from '../catalogue-editor/editor-test-world.ts';
import { libraryForm, pngOf } from './media-test-data.ts';

let world: EditorWorld;
/** Upload headers per caller: the world's call() sends JSON only. */
const uploaders = {} as Record<EditorCaller, Record<string, string>>;
beforeAll(async () => {
  world = await createEditorWorld();
  const roles = {
    catalogEditor: Role.CatalogEditor,
    productEditor: Role.ProductEditor,
    admin: Role.CustomerAdmin,
    salesRep: Role.SalesRep,
  } as const;
  for (const [caller, role] of Object.entries(roles)) {
    const user = await createUser(world.database.db, { roles: [role] });
    uploaders[caller as EditorCaller] = (
      await signIn(world.app, user.username, user.password, EDITOR_HOST)
    ).bearer;
  }
});
afterAll(async () => {
  await world?.close();
});

async function upload(
  caller: EditorCaller | null,
  kind: 'images' | 'documents',
  file: { name: string; content: Buffer },
  folderId?: number,
) {
  const form = libraryForm(file, folderId);
  return world.app.inject({
    method: 'POST',
    url: `/api/media/${kind}`,
    headers: {
      ...(caller ? uploaders[caller] : { host: EDITOR_HOST }),
      'content-type': form.contentType,
    },
    payload: form.payload,
  });
}

const folder = async (body: object) =>
  (await world.call('catalogEditor', 'POST', '/api/media/folders', body)).json<MediaFolder>();

describe('uploading to the library', () => {
  it('takes a PNG and answers its width and height, then lists it', async () => {
    const res = await upload('catalogEditor', 'images', {
      name: 'pump.png',
      content: pngOf(640, 480),
    });
    expect(res.statusCode).toBe(201);
    const image = res.json<LibraryImage>();
    expect(image).toMatchObject({
      ImageName: 'pump.png',
      ContentType: 'image/png',
      Width: 640,
      Height: 480,
      FolderId: null,
    });
    expect(image.FullPath).toMatch(/^\/files\/images\/library\/[\w-]+\.png$/);
    const page = await world.call('productEditor', 'GET', '/api/media/images?search=pump');
    expect(page.json().List).toEqual([image]);
    const log = await world.call(
      'catalogEditor',
      'GET',
      `/api/changelog?entityName=Image&entityId=${image.ImageId}`,
    );
    expect(log.json().List[0]).toMatchObject({ Action: 'Created', EntityTitle: 'pump.png' });
  });

  it('takes a plain SVG and reads its viewBox', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="10" height="10"/></svg>';
    const res = await upload('productEditor', 'images', {
      name: 'plan.svg',
      content: Buffer.from(svg),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ContentType: 'image/svg+xml', Width: 200, Height: 100 });
    // Served as an image under the site's policy: no inline script or handler would run.
    const file = await world.app.inject({
      url: res.json().FullPath,
      headers: { host: EDITOR_HOST },
    });
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toMatch(/script-src-attr 'none'/);
  });

  it('refuses an SVG holding a script', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"><script>alert(1)</script></svg>';
    const res = await upload('catalogEditor', 'images', {
      name: 'bad.svg',
      content: Buffer.from(svg),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().Message).toMatch(/bad\.svg contains scripts/);
  });

  it('refuses a PNG named .pdf and a text file named .png', async () => {
    const renamed = await upload('catalogEditor', 'documents', {
      name: 'spec.pdf',
      content: pngOf(4, 4),
    });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().Message).toMatch(/not what its extension says \(png\)/);
    const text = await upload('catalogEditor', 'images', {
      name: 'note.png',
      content: Buffer.from('hello'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().Message).toBe('Only PNG, JPEG, GIF, WebP and SVG images can be uploaded.');
  });

  it('takes a PDF into a document folder', async () => {
    const manuals = await folder({ Kind: 'document', FolderName: 'Manuals', ParentFolderId: null });
    const res = await upload(
      'catalogEditor',
      'documents',
      { name: 'manual.pdf', content: await pdfWithPages(1) },
      manuals.FolderId,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ DocumentName: 'manual.pdf', FolderId: manuals.FolderId });
    const tree = (
      await world.call('catalogEditor', 'GET', '/api/media/folders?kind=document')
    ).json<MediaFolderTree>();
    expect(tree.List).toEqual([expect.objectContaining({ FolderName: 'Manuals', FileCount: 1 })]);
  });
});

describe('folders', () => {
  it('creates, renames and moves folders, but never into their own folders', async () => {
    const a = await folder({ Kind: 'image', FolderName: 'Pumps', ParentFolderId: null });
    const b = await folder({ Kind: 'image', FolderName: 'Seals', ParentFolderId: a.FolderId });
    const c = await folder({ Kind: 'image', FolderName: 'Small', ParentFolderId: b.FolderId });
    const into = await world.call('catalogEditor', 'PUT', `/api/media/folders/${a.FolderId}`, {
      ParentFolderId: c.FolderId,
    });
    expect(into.statusCode).toBe(400);
    expect(into.json().Message).toMatch(/cannot be moved into itself/);
    const self = await world.call('catalogEditor', 'PUT', `/api/media/folders/${a.FolderId}`, {
      ParentFolderId: a.FolderId,
    });
    expect(self.statusCode).toBe(400);
    const moved = await world.call('catalogEditor', 'PUT', `/api/media/folders/${c.FolderId}`, {
      FolderName: 'Tiny',
      ParentFolderId: null,
    });
    expect(moved.json()).toMatchObject({ FolderName: 'Tiny', ParentFolderId: null });
    const tree = (
      await world.call('catalogEditor', 'GET', '/api/media/folders?kind=image')
    ).json<MediaFolderTree>();
    const pumps = tree.List.find((f) => f.FolderId === a.FolderId);
    expect(pumps?.children.map((f) => f.FolderName)).toEqual(['Seals']);
    expect(tree.List.map((f) => f.FolderName)).toContain('Tiny');
  });

  it('refuses a name already used beside it, and a folder of the other library as parent', async () => {
    await folder({ Kind: 'image', FolderName: 'Twice', ParentFolderId: null });
    const again = await world.call('catalogEditor', 'POST', '/api/media/folders', {
      Kind: 'image',
      FolderName: 'Twice',
      ParentFolderId: null,
    });
    expect(again.statusCode).toBe(409);
    const docs = await folder({ Kind: 'document', FolderName: 'Sheets', ParentFolderId: null });
    const mixed = await world.call('catalogEditor', 'POST', '/api/media/folders', {
      Kind: 'image',
      FolderName: 'Mixed',
      ParentFolderId: docs.FolderId,
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('deletes only an empty folder', async () => {
    const full = await folder({ Kind: 'image', FolderName: 'Full', ParentFolderId: null });
    await upload('catalogEditor', 'images', { name: 'x.png', content: pngOf(2, 2) }, full.FolderId);
    const refused = await world.call(
      'catalogEditor',
      'DELETE',
      `/api/media/folders/${full.FolderId}`,
    );
    expect(refused.statusCode).toBe(409);
    const empty = await folder({ Kind: 'image', FolderName: 'Empty', ParentFolderId: null });
    const gone = await world.call(
      'catalogEditor',
      'DELETE',
      `/api/media/folders/${empty.FolderId}`,
    );
    expect(gone.statusCode).toBe(200);
  });
});

describe('deleting files', () => {
  it('refuses an image a product still uses, saying where, and deletes it once unused', async () => {
    const image = (
      await upload('catalogEditor', 'images', { name: 'used.png', content: pngOf(8, 8) })
    ).json<LibraryImage>();
    const { product } = await createBranch(world, { product: { name: 'used-pump' } });
    await world.database.db
      .insert(t.productImage)
      .values({ productId: product.productId, imageId: image.ImageId });
    const refused = await world.call(
      'catalogEditor',
      'DELETE',
      `/api/media/images/${image.ImageId}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toMatch(/still used by product used-pump/);
    await world.database.db.delete(t.productImage);
    const file = await world.app.inject({ url: image.FullPath, headers: { host: EDITOR_HOST } });
    expect(file.statusCode).toBe(200);
    const gone = await world.call('catalogEditor', 'DELETE', `/api/media/images/${image.ImageId}`);
    expect(gone.statusCode).toBe(200);
    const after = await world.app.inject({ url: image.FullPath, headers: { host: EDITOR_HOST } });
    expect(after.statusCode).toBe(404);
  });
});

describe('pages of the library', () => {
  it('pages by name with the cursor it answers, inside a folder', async () => {
    const parts = await folder({ Kind: 'image', FolderName: 'Parts', ParentFolderId: null });
    for (const name of ['b.png', 'A.png', 'c.png'])
      await upload('catalogEditor', 'images', { name, content: pngOf(3, 3) }, parts.FolderId);
    const names: string[] = [];
    let after: string | null = '';
    while (after !== null) {
      const res = await world.call(
        'catalogEditor',
        'GET',
        `/api/media/images?folderId=${parts.FolderId}&sort=name&pageSize=2${after ? `&after=${after}` : ''}`,
      );
      const page = res.json<{ List: LibraryImage[]; Next: string | null }>();
      names.push(...page.List.map((i) => i.ImageName));
      after = page.Next;
    }
    expect(names).toEqual(['A.png', 'b.png', 'c.png']);
    const newest = await world.call(
      'catalogEditor',
      'GET',
      `/api/media/images?folderId=${parts.FolderId}`,
    );
    expect(newest.json().List.map((i: LibraryImage) => i.ImageName)).toEqual([
      'c.png',
      'A.png',
      'b.png',
    ]);
  });
});

describe('deleting documents', () => {
  it('refuses a document a section still shows', async () => {
    const doc = (
      await upload('catalogEditor', 'documents', {
        name: 'guide.pdf',
        content: await pdfWithPages(1),
      })
    ).json<{ DocumentId: number }>();
    const { product } = await createBranch(world, { product: { name: 'guided-pump' } });
    const db = world.database.db;
    const [section] = await db
      .insert(t.section)
      .values({ productId: product.productId, name: 'docs', displayName: 'Documents' })
      .returning();
    const [tab] = await db
      .insert(t.sectionTab)
      .values({ sectionId: section!.sectionId, name: 'manuals', displayName: 'Manuals' })
      .returning();
    await db.insert(t.sectionItem).values({
      sectionTabId: tab!.sectionTabId,
      sectionItemType: 'Document',
      documentId: doc.DocumentId,
    });
    const refused = await world.call(
      'catalogEditor',
      'DELETE',
      `/api/media/documents/${doc.DocumentId}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toMatch(/still used by a section of product guided-pump/);
  });
});

describe('who may use the library', () => {
  it('answers 401 to the signed-out and 403 to a sales rep', async () => {
    expect((await world.call(null, 'GET', '/api/media/folders?kind=image')).statusCode).toBe(401);
    expect((await world.call('salesRep', 'GET', '/api/media/images')).statusCode).toBe(403);
    const rep = await upload('salesRep', 'images', { name: 'r.png', content: pngOf(1, 1) });
    expect(rep.statusCode).toBe(403);
    const anonymous = await upload(null, 'images', { name: 'r.png', content: pngOf(1, 1) });
    expect(anonymous.statusCode).toBe(401);
  });
});
