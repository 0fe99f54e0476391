import { z } from 'zod';

/** A page of a signed-in list (orders, inquiries): its rows, the page, its size, how many match. */
export const listPage = <Row extends z.ZodType>(row: Row) =>
  z.object({
    List: z.array(row),
    Page: z.number().int(),
    PageSize: z.number().int(),
    Total: z.number().int(),
  });
