export const DEFAULT_CATALOG_ID = 5;
export const BUILD_VERSION = '18.20250909.031611';
/** Synthetic tab that shows a product's features on the product page. */
export const FEATURES_TAB_ID = -999;
/** Placeholder product id for 'Product Not Found'. */
export const PRODUCT_NOT_FOUND_ID = -1;
export const PRINT_DELAY_MS = 500;
export const IMAGE_DISCLAIMER =
  'Image shown is a representation, actual product may vary. Not all options shown are available on all models.';
export const PROP_65_WARNING =
  'WARNING: This product can expose you to chemicals including lead, which is known to the State of California to cause cancer and birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.';
export const STATIC_MOBILE_FIELDS = [
  'PCN_CATALOGNUMBER',
  'FingoodTpiMfgMod',
  'DivisionModelNumbers',
  'TotalList',
] as const;
export const COMING_SOON_IMAGE = { Path: '/images/coming-soon.svg', Width: 300, Height: 300 };

/** The parts department, as the checkout's Return Policy and unbuyable parts name it. */
export const PARTS_EMAIL = 'parts@alderon.example';
export const PARTS_PHONE = '1-800-555-0142';
/** The finance office, named where a credit hold stops an order (signed-in portals §5). */
export const FINANCE_PHONE = '1-800-555-0171';
export const PARTS_HOURS = 'Monday-Friday 8:00am-5:00pm EST';
