// Loads a catalogue of 1,000,000 models into its own database for the search benchmark
// (bench/README.md). The demo data comes first (the portal seeds it), then 2,000 products of
// 500 models each are added with set-based SQL, and the portal builds the search index.
import os from 'node:os';
import pg from 'pg';
import { benchDatabaseUrl, startPortal, stopPortal } from './portal.mjs';

const MODELS = Number(process.env.BENCH_MODELS ?? 1_000_000);
const PER_PRODUCT = 500;
const PRODUCTS = Math.ceil(MODELS / PER_PRODUCT);
const SERIES = Math.ceil(PRODUCTS / 10);

const url = benchDatabaseUrl();
const name = new URL(url).pathname.slice(1);
const adminUrl = new URL(url);
adminUrl.pathname = '/postgres';

const timed = async (label, work) => {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();

// The portal applies the migrations and seeds the demo catalogue, then stops.
await timed('demo data', async () => stopPortal(await startPortal(url)));

const client = new pg.Client({ connectionString: url });
await client.connect();
const run = (label, text, values) => timed(label, () => client.query(text, values));

const parts = [
  ['Igniter, hot surface', 'IGN'],
  ['Flame sensor rod', 'FSR'],
  ['Gas valve, 24 V', 'GSV'],
  ['Blower motor, 1/3 HP', 'BMT'],
  ['Fan blade, 4 wing', 'FAN'],
  ['Control board', 'CTB'],
  ['Transformer, 120/24 V', 'TRF'],
  ['Limit switch', 'LIM'],
  ['Pressure switch', 'PRS'],
  ['Venter motor assembly', 'VNT'],
  ['Burner, inshot', 'BRN'],
  ['Pilot assembly', 'PLT'],
  ['Capacitor, run', 'CAP'],
  ['Relay, fan', 'RLY'],
  ['Thermostat, line voltage', 'TST'],
  ['Louver assembly', 'LVR'],
  ['Gasket kit', 'GSK'],
  ['Heat exchanger', 'HXC'],
  ['Wiring harness', 'WIR'],
  ['Door panel', 'DOR'],
];

await client.query('begin');
await run(
  `${SERIES} series`,
  `insert into manufacturing_series (product_class_id, tpi_mfg_series, name, display_name, order_by)
   select c.product_class_id, 'BX' || g, 'bx' || g || '-series', 'BX' || g || ' Series', 1000 + g
   from generate_series(1, $1::int) g
   join (select product_class_id, row_number() over (order by product_class_id) - 1 as n,
                count(*) over () as total from product_class) c
     on c.n = g % c.total`,
  [SERIES],
);
await run(
  'series in catalogue 5',
  `insert into manufacturing_series_catalog (manufacturing_series_id, catalog_id)
   select manufacturing_series_id, 5 from manufacturing_series where tpi_mfg_series like 'BX%'`,
);
await run(
  `${PRODUCTS} products`,
  `insert into product (category_id, product_class_id, manufacturing_series_id, name, display_name,
                        description, order_by)
   select c.category_id, s.product_class_id, s.manufacturing_series_id,
          'bx-parts-' || g, s.tpi_mfg_series || ' Replacement Parts, Set ' || g,
          'Replacement parts for ' || s.display_name || ' units, set ' || g, 1000 + g
   from generate_series(1, $1::int) g
   join manufacturing_series s on s.tpi_mfg_series = 'BX' || ((g - 1) / 10 + 1)
   join product_class c on c.product_class_id = s.product_class_id`,
  [PRODUCTS],
);
await client.query(`create temp table bench_product as
  select product_id, row_number() over (order by product_id) - 1 as n
  from product where name like 'bx-parts-%'`);
await run(
  'products in catalogue 5',
  `insert into product_catalog (product_id, catalog_id) select product_id, 5 from bench_product`,
);
await run(
  'sections, tabs and tables',
  `with s as (
     insert into section (product_id, name, display_name)
     select product_id, 'parts', 'Parts' from bench_product returning section_id, product_id),
   t as (
     insert into section_tab (section_id, name, display_name)
     select section_id, 'replacement-parts', 'Replacement Parts' from s
     returning section_tab_id, section_id),
   tb as (
     insert into section_table (product_id, display_name)
     select product_id, 'Replacement Parts' from bench_product
     returning section_table_id, product_id)
   insert into section_item (section_tab_id, section_item_type, section_table_id)
   select t.section_tab_id, 'ModelTable', tb.section_table_id
   from t join s using (section_id) join tb using (product_id)`,
);
await client.query(`create temp table bench_table as
  select t.section_table_id, bp.product_id, bp.n
  from section_table t join bench_product bp using (product_id)`);
await run(
  'layout columns (copied from the master parts list)',
  `insert into section_table_layout_column (section_table_id, entity_name, property_name, name,
     display_name, sort_by, filter_by, keyword_search_by, show_on_mobile, property_type, order_by)
   select bt.section_table_id, l.entity_name, l.property_name, l.name, l.display_name, l.sort_by,
          l.filter_by, l.keyword_search_by, l.show_on_mobile, l.property_type, l.order_by
   from bench_table bt
   cross join (select * from section_table_layout_column where section_table_id =
     (select min(section_table_id) from section_table where product_id = 1)) l`,
);
// Catalogue numbers like 12-34567: i * 7919 mod 9,000,000 is a permutation, so they are
// unique, spread over the whole range, and never collide with the demo's 123-4567 numbers.
await run(
  `${MODELS} models`,
  `insert into model (pcn_catalog_number, fingood_tpi_mfg_mod, total_list, descriptions,
                      sap_model_description, series, product_hierarchy, replacement_part)
   select substr(n::text, 1, 2) || '-' || substr(n::text, 3),
          'BX' || ((i - 1) / ($2 * 10) + 1) || '-' || (10 + (i % 90)) || '-' || (parts)[1 + i % $3][2]
            || '-' || i,
          round((5 + (i * 37 % 50000) / 100.0)::numeric, 2),
          (parts)[1 + i % $3][1] || ', fits size ' || (10 + (i % 90)),
          upper((parts)[1 + i % $3][1]),
          'BX' || ((i - 1) / ($2 * 10) + 1), 'HTG-BX-' || (parts)[1 + i % $3][2], true
   from generate_series(1, $1::int) i,
        lateral (select 1000000 + (i::bigint * 7919) % 9000000 as n) num,
        lateral (select $4::text[][] as parts) p`,
  [MODELS, PER_PRODUCT, parts.length, parts],
);
await run(
  'product and table links',
  `with pm as (
     insert into product_model (product_id, pcn_catalog_number)
     select bt.product_id, substr(num.k::text, 1, 2) || '-' || substr(num.k::text, 3)
     from generate_series(1, $1::int) i
     cross join lateral (select 1000000 + (i::bigint * 7919) % 9000000 as k) num
     join bench_table bt on bt.n = (i - 1) / $2
     returning product_model_id, product_id, pcn_catalog_number)
   insert into section_table_model (section_table_id, product_model_id, order_by)
   select bt.section_table_id, pm.product_model_id,
          row_number() over (partition by pm.product_id order by pm.pcn_catalog_number)
   from pm join bench_table bt using (product_id)`,
  [MODELS, PER_PRODUCT],
);
// Every tenth model is also sold under another division's model number (and that division's
// own catalogue number), which search finds as it finds the model's own numbers.
await run(
  'division model numbers',
  `insert into division_model (division_id, pcn_catalog_number, model_number, pcn)
   select (select min(division_id) from division),
          substr(num.k::text, 1, 2) || '-' || substr(num.k::text, 3),
          'DV' || (200000 + i / 10) || '-' || (parts)[1 + i % $2][2],
          '88' || lpad((i / 10)::text, 6, '0')
   from generate_series(10, $1::int, 10) i
   cross join lateral (select 1000000 + (i::bigint * 7919) % 9000000 as k) num
   cross join lateral (select $3::text[][] as parts) p`,
  [MODELS, parts.length, parts],
);
// Stock at one or two of the demo's supplier locations for two models in three, and the demo
// customer's own part numbers for one model in fifty: what a priced export with inventory
// reads for every row (bench/export.ts).
await run(
  'inventory',
  `insert into inventory (pcn_catalog_number, supplier_location_id, quantity_available)
   select substr(num.k::text, 1, 2) || '-' || substr(num.k::text, 3), l.supplier_location_id,
          (i * 13 + l.supplier_location_id) % 40
   from generate_series(1, $1::int) i
   cross join lateral (select 1000000 + (i::bigint * 7919) % 9000000 as k) num
   join (select supplier_location_id, row_number() over (order by supplier_location_id) as r
         from supplier_location) l on l.r <= 1 + i % 2
   where i % 3 <> 0`,
  [MODELS],
);
await run(
  'customer material numbers',
  `insert into customer_material (customer_number, pcn_catalog_number, material_number)
   select '0000100100', substr(num.k::text, 1, 2) || '-' || substr(num.k::text, 3), 'AC-BX-' || i
   from generate_series(50, $1::int, 50) i
   cross join lateral (select 1000000 + (i::bigint * 7919) % 9000000 as k) num
   on conflict do nothing`,
  [MODELS],
);
// An empty index is rebuilt by the portal at start-up.
await client.query('delete from search_entry');
await client.query('commit');
await timed('vacuum analyze', () => client.query('vacuum analyze'));
await client.end();

await timed('search index build (portal start)', async () => stopPortal(await startPortal(url)));
const check = new pg.Client({ connectionString: url });
await check.connect();
const { rows } = await check.query(
  `select (select count(*) from model) as models, (select count(*) from search_entry) as entries`,
);
await check.query('vacuum analyze search_entry');
await check.end();
console.log(`models: ${rows[0].models}, search entries: ${rows[0].entries}`);
console.log(`database: ${url} (${os.hostname()}); run node bench/search.mjs`);
