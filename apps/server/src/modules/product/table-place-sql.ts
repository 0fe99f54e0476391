/**
 * A lateral join naming where a section table is shown: the section and tab of its first
 * visible ModelTable item on an active tab of an active section, in page order. `tableId` is
 * the SQL expression of the table's id; the join is aliased `place`.
 */
export const tablePlaceJoin = (tableId: string) => `
    left join lateral (
      select se.name as section_name, se.display_name as section_display_name,
             tb.name as tab_name, tb.display_name as tab_display_name
      from section_item i
      join section_tab tb on tb.section_tab_id = i.section_tab_id
      join section se on se.section_id = tb.section_id
      where i.section_table_id = ${tableId} and i.section_item_type = 'ModelTable'
        and i.visible and tb.active and se.active
      order by se.order_by, se.section_id, tb.order_by, tb.section_tab_id, i.order_by
      limit 1) place on true`;
