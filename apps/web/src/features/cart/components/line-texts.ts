import {
  formatModelSize,
  formatModelWeight,
  formatUsd,
  type CartItem,
  type CartModelDetails,
  type CartModelPrice,
  type ReplacementOffer,
} from '@portal/domain';
import { priceDifferenceText } from '../../../ui/quick-order/replacement-offers.ts';

/** Unit price as the cart shows it: a price, or why the line has none. */
export const unitPriceText = (item: CartItem): string =>
  item.status === 'Available' ? formatUsd(item.price) : item.status;

/** The list price when the line's unit price differs from it (a customer's price); else ''. */
export const listPriceText = (item: CartItem): string =>
  item.status === 'Available' && item.originalPrice !== null && item.originalPrice !== item.price
    ? formatUsd(item.originalPrice)
    : '';

/** A suggestion's price as a new line would get it; '' while the server has not said. */
export const suggestionPriceText = (price: CartModelPrice | undefined): string => {
  if (!price) return '';
  if (price.Status === 'Available') return formatUsd(price.Price);
  return price.Status === 'Unavailable' ? 'Not sold online' : price.Status;
};

/** A suggested replacement of an old number (decision 177): what it replaces, and its price. */
export const replacementOfferText = (replaces: string, offer: ReplacementOffer | undefined) =>
  [`replaces ${replaces}`, priceDifferenceText(offer)].filter(Boolean).join(' · ');

export const lineDescription = (item: CartItem): string =>
  item.description ?? item.SapModelDescription ?? '';

/** The model details a line carries, as label and text, empty ones left out. */
export function modelDetailFields(details: CartModelDetails | null): [string, string][] {
  if (!details) return [];
  const fields: [string, string | null | undefined][] = [
    ['Series', details.Series],
    ['Details', details.Details],
    ['Notes', details.Notes],
    ['Material Group', details.MaterialGroupNumber],
    ['Dimensions', formatModelSize(details.ModelDimensions)],
    ['Weight', formatModelWeight(details.ModelDimensions)],
  ];
  return fields.filter((f): f is [string, string] => !!f[1]);
}
