import type { LibraryDocument, LibraryImage, MediaFolderTree } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { createImage } from '../../test/factories.ts';
import { createEditorWorld, type EditorWorld } from '../catalogue-editor/editor-test-world.ts';

let world: EditorWorld;
beforeAll(async () => {
  world = await createEditorWorld();
});
afterAll(async () => {
  await world?.close();
});

async function createLibraryDocument(name: string) {
  const [row] = await world.database.db
    .insert(t.document)
    .values({
      documentName: name,
      documentPath: `/files/documents/library/${name}`,
      contentType: 'application/pdf',
    })
    .returning();
  return row!;
}

describe('files by id', () => {
  it('answers the images named, in the order asked, leaving out unknown and deleted ones', async () => {
    const db = world.database.db;
    const pump = await createImage(db, { imageName: 'pump.png', width: 640, height: 480 });
    const seal = await createImage(db, { imageName: 'seal.png' });
    const gone = await createImage(db, { imageName: 'gone.png', isDeleted: true });
    const res = await world.call(
      'productEditor',
      'GET',
      `/api/media/images/by-id?ids=${seal.imageId},999999,${pump.imageId},${gone.imageId},${seal.imageId}`,
    );
    expect(res.statusCode).toBe(200);
    const list = res.json<{ List: LibraryImage[] }>().List;
    expect(list.map((i) => i.ImageName)).toEqual(['seal.png', 'pump.png']);
    expect(list[1]).toEqual({
      ImageId: pump.imageId,
      ImageName: 'pump.png',
      FullPath: pump.imagePath,
      ContentType: 'image/svg+xml',
      Width: 640,
      Height: 480,
      FolderId: null,
    });
  });

  it('answers the documents named', async () => {
    const guide = await createLibraryDocument('guide.pdf');
    const res = await world.call(
      'catalogEditor',
      'GET',
      `/api/media/documents/by-id?ids=${guide.documentId},424242`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ List: LibraryDocument[] }>().List).toEqual([
      {
        DocumentId: guide.documentId,
        DocumentName: 'guide.pdf',
        FullPath: '/files/documents/library/guide.pdf',
        ContentType: 'application/pdf',
        FolderId: null,
      },
    ]);
  });

  it('refuses ids that are not numbers separated by commas', async () => {
    for (const ids of ['', 'a,b', '3,,4', '-1', '3;4']) {
      const res = await world.call('catalogEditor', 'GET', `/api/media/images/by-id?ids=${ids}`);
      expect(res.statusCode, ids).toBe(400);
      expect(res.json().Message).toMatch(/numbers separated by commas/);
    }
    const zero = await world.call('catalogEditor', 'GET', '/api/media/images/by-id?ids=0');
    expect(zero.json().Message).toBe('ids.0: A file number is 1 or more.');
    const none = await world.call('catalogEditor', 'GET', '/api/media/documents/by-id');
    expect(none.statusCode).toBe(400);
  });

  it('refuses more than 200 ids at once', async () => {
    const ids = Array.from({ length: 201 }, (_, n) => n + 1).join(',');
    const res = await world.call('catalogEditor', 'GET', `/api/media/images/by-id?ids=${ids}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/At most 200 files can be named at once/);
    const most = Array.from({ length: 200 }, (_, n) => n + 1).join(',');
    expect(
      (await world.call('catalogEditor', 'GET', `/api/media/images/by-id?ids=${most}`)).statusCode,
    ).toBe(200);
  });

  it('answers 401 to the signed-out and 403 to a sales rep', async () => {
    expect((await world.call(null, 'GET', '/api/media/images/by-id?ids=1')).statusCode).toBe(401);
    expect(
      (await world.call('salesRep', 'GET', '/api/media/documents/by-id?ids=1')).statusCode,
    ).toBe(403);
  });
});

describe('what the picker is told', () => {
  it("answers the caller's permission in the library with the folder tree", async () => {
    const tree = (
      await world.call('productEditor', 'GET', '/api/media/folders?kind=image')
    ).json<MediaFolderTree>();
    expect(tree.Permission).toMatchObject({
      CanRead: true,
      CanCreate: true,
      CanUpdate: true,
      CanDelete: true,
    });
  });

  it("counts each folder's own files, so an empty folder shows as empty", async () => {
    const db = world.database.db;
    const [full, empty] = await db
      .insert(t.folder)
      .values([
        { kind: 'image', folderName: 'Counted' },
        { kind: 'image', folderName: 'Nothing yet' },
      ])
      .returning();
    await createImage(db, { folderId: full!.folderId });
    await createImage(db, { folderId: full!.folderId });
    const tree = (
      await world.call('catalogEditor', 'GET', '/api/media/folders?kind=image')
    ).json<MediaFolderTree>();
    const countOf = (id: number) => tree.List.find((f) => f.FolderId === id)?.FileCount;
    expect([countOf(full!.folderId), countOf(empty!.folderId)]).toEqual([2, 0]);
  });
});

describe('indexes of a folder page', () => {
  it('has the folder indexes of migration 0029', async () => {
    const rows = await world.database.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename in ('image', 'document') and indexname like '%folder%' order by indexname`,
    );
    expect(rows.rows.map((r) => r.indexname)).toEqual([
      'document_folder_idx',
      'document_folder_name_idx',
      'image_folder_idx',
      'image_folder_name_idx',
    ]);
  });
});
