import { pcn } from '../../modules/cart/cart-test-data.ts';
import { CUSTOMER, OTHER_CUSTOMER } from './fixture.ts';
import { everyone, signedIn, type MatrixCall } from './matrix.ts';

/** The public catalogue, site and checkout reads: the same answer for every caller. */
export const catalogueCalls: MatrixCall[] = [
  { route: 'GET /api/health', expect: everyone(200) },
  { route: 'GET /api/site', expect: everyone(200) },
  { route: 'GET /api/site/Catalogs', expect: everyone(200) },
  { route: 'GET /api/site/Divisions', expect: everyone(200) },
  {
    route: 'GET /api/site/:hostname',
    url: () => '/api/site/sales.localhost',
    expect: everyone(200),
  },
  { route: 'GET /api/menu/:catalogId', url: () => '/api/menu/5', expect: everyone(200) },
  {
    route: 'GET /api/product/product',
    url: (ids) => `/api/product/product?product=${ids.product.name}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/catalog/getproduct/:name',
    url: (ids) => `/api/catalog/getproduct/${ids.product.name}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/product/productsections',
    url: (ids) => `/api/product/productsections?product=${ids.product.name}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/catalog/getproductsections/:name',
    url: (ids) => `/api/catalog/getproductsections/${ids.product.name}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/Inventory/catalog/:catalogNumber',
    url: () => `/api/Inventory/catalog/${pcn.motor}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/modelviewer/model/:catalogNumber',
    url: () => `/api/modelviewer/model/${pcn.motor}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/modelviewer/whereused/:catalogNumber',
    url: () => `/api/modelviewer/whereused/${pcn.motor}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/modelviewer/series/:seriesNumber',
    url: (ids) => `/api/modelviewer/series/${ids.seriesNumber}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/modelviewer/materialGroup/:number',
    url: (ids) => `/api/modelviewer/materialGroup/${ids.materialGroup}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/modelviewer/product/:id',
    url: (ids) => `/api/modelviewer/product/${ids.product.id}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/modelviewer/manufacturingSeries/:id',
    url: (ids) => `/api/modelviewer/manufacturingSeries/${ids.seriesId}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/modelviewer/sectionTable/:id',
    url: (ids) => `/api/modelviewer/sectionTable/${ids.sectionTableId}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/export/exportSectionTable',
    url: (ids) =>
      `/api/export/exportSectionTable?productId=${ids.product.id}&sectionTableId=${ids.sectionTableId}`,
    expect: everyone(200),
  },
  { route: 'GET /api/search', url: () => '/api/search?keyword=motor', expect: everyone(200) },
  {
    route: 'GET /api/catalog/GetSearchResults',
    url: () => '/api/catalog/GetSearchResults?keyword=motor',
    expect: everyone(200),
  },
  {
    route: 'GET /api/search/visibleModels',
    url: () => '/api/search/visibleModels?Keyword=120',
    expect: everyone(200),
  },
  {
    route: 'GET /api/search/visibleModelsWithCustomerNumber',
    case: "a customer's own material numbers",
    url: () => `/api/search/visibleModelsWithCustomerNumber?Keyword=120&CustomerNumber=${CUSTOMER}`,
    expect: signedIn(200, { otherCustomer: 404 }),
  },
  {
    route: 'POST /api/search/visibleModels/pcns',
    body: () => ({ pcns: [pcn.motor] }),
    expect: everyone(200),
  },
  { route: 'GET /api/search/MaterialGroup', expect: everyone(200) },
  {
    route: 'GET /api/Customer/:customerNumber/multipliers',
    case: "a customer's price agreement",
    url: () => `/api/Customer/${CUSTOMER}/multipliers`,
    expect: signedIn(200, { otherCustomer: 404 }),
  },
  {
    route: 'POST /api/Customer/:customerNumber/materials',
    case: "a customer's part numbers",
    url: () => `/api/Customer/${OTHER_CUSTOMER}/materials`,
    body: () => ({ pcns: [pcn.motor] }),
    expect: signedIn(404, { otherCustomer: 200, admin: 200 }),
  },
  { route: 'GET /api/common/countries', expect: everyone(200) },
  {
    route: 'GET /api/common/country_states',
    url: () => '/api/common/country_states?countryAlphaCode=US',
    expect: everyone(200),
  },
  {
    route: 'POST /api/addresses/validate',
    body: () => [
      {
        Id: 'shipping',
        Address: {
          FirstName: 'Ada',
          LastName: 'Lovelace',
          Address1: '12 Main St',
          City: 'Springfield',
          State: 'IL',
          Zip: '62701',
          Phone: '2175550100',
          Email: 'ada@example.com',
        },
      },
    ],
    expect: everyone(200),
  },
  { route: 'GET /api/checkout/token', expect: everyone(200) },
  {
    route: 'POST /api/checkout/decode',
    body: () => ({ payload: 'forged', signature: 'forged' }),
    expect: everyone(422),
  },
  { route: 'GET /api/docs', expect: everyone(200) },
  { route: 'GET /api/entity', expect: signedIn(200) },
  { route: 'GET /api/entity/editor', expect: signedIn(200) },
  { route: 'GET /api/modelfinder/VisibleCategories', expect: signedIn(200) },
  { route: 'GET /api/modelfinder/FilterFields', expect: signedIn(200) },
  {
    route: 'POST /api/modelFinder/FindModels',
    body: () => [{ EntityName: 'Model', EntityPropertyName: 'Series', Value: 'x' }],
    expect: signedIn(200),
  },
];
