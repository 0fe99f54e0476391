import type { ContentEntry, ContentKind, ProductContent } from '@portal/domain';
import { expect } from 'vitest';
import type { EditorCaller, EditorWorld } from './editor-test-world.ts';

/** What a refused call answers besides. */
type Refusal = { Message?: string; Errors?: Record<string, string[]> };

/** The content calls as one caller makes them, each expecting success unless told. */
export function contentCalls(world: EditorWorld, caller: EditorCaller = 'productEditor') {
  const content = async (productId: number) => {
    const res = await world.call(caller, 'GET', `/api/editor/product/${productId}/content`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ProductContent;
  };
  const create = async (kind: ContentKind, ParentId: number, Values: object, status = 201) => {
    const res = await world.call(caller, 'POST', `/api/editor/content/${kind}`, {
      ParentId,
      Values,
    });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as ContentEntry & Refusal;
  };
  const save = async (entry: ContentEntry, Values: object, status = 200) => {
    const res = await world.call(caller, 'PUT', `/api/editor/content/${entry.Kind}/${entry.Id}`, {
      Version: entry.Version,
      Values,
    });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as ContentEntry & Refusal;
  };
  const remove = async (entry: ContentEntry, status = 200) => {
    const url = `/api/editor/content/${entry.Kind}/${entry.Id}?version=${entry.Version}`;
    const res = await world.call(caller, 'DELETE', url);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { Successful: boolean } & Refusal;
  };
  const reorder = async (kind: ContentKind, ParentId: number, Ids: number[], status = 200) => {
    const res = await world.call(caller, 'PUT', `/api/editor/content/${kind}/order`, {
      ParentId,
      Ids,
    });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { List: ContentEntry[] } & Refusal;
  };
  return { content, create, save, remove, reorder };
}
