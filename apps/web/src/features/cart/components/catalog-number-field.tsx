import { CART_LOOKUP_DEBOUNCE_MS, type ModelSearchResult } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { moveActive } from '../../../ui/search-box/dropdown-placement.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useLinePrices } from '../api/get-line-prices.ts';
import { useReplacementOffers } from '../../../ui/quick-order/replacement-offers.ts';
import { modelSearchQueryOptions } from '../api/search-models.ts';
import { replacementOfferText, suggestionPriceText } from './line-texts.ts';
import { useListPlacement } from './list-placement.ts';

interface Props {
  /** The line's catalogue number ('' on the entry row): what the field reverts to. */
  value: string;
  label: string;
  onChoose: (model: ModelSearchResult) => void;
  /** The entry row starts blank again after a pick. */
  clearOnChoose?: boolean;
  /** A pick is being saved: typing waits, but the field keeps the focus. */
  busy?: boolean;
}

/**
 * Catalogue-number lookup: suggestions a second after typing stops, shown only while the field
 * still has the focus, each with the price a line of it would get; a term nothing matches
 * warns 'No results found for: {term}' and the field goes back to its value. Give it a key
 * of its value so a saved change starts it afresh.
 */
export function CatalogNumberField({ value, label, onChoose, clearOnChoose, busy }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState(value);
  /** What to look up once typing pauses; '' when nothing is pending. */
  const [term, setTerm] = useState('');
  const [list, setList] = useState<ModelSearchResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && list.length > 0;
  useListPlacement(`${id}-field`, `${id}-list`, expanded);
  const prices = useLinePrices(useMemo(() => list.map((m) => m.PcnCatalogNumber), [list])).data;
  const replaced = useMemo(() => list.flatMap((m) => (m.Replaces ? [m.Replaces] : [])), [list]);
  const offers = useReplacementOffers(replaced).data;

  useEffect(() => {
    if (!term) return;
    let current = true;
    const timer = window.setTimeout(async () => {
      const found = await queryClient.fetchQuery(modelSearchQueryOptions(term)).catch(() => null);
      if (!current) return;
      setTerm('');
      if (found === null) showToast('The catalog number lookup failed. Try again.', 'danger');
      else if (found.length === 0) {
        showToast(`No results found for: ${term}`, 'warning');
        setText(value);
      } else {
        setList(found);
        // Someone who has moved on (Tab) meets the list when they come back to the field.
        setOpen(document.activeElement?.id === `${id}-field`);
      }
    }, CART_LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [term, value, queryClient, id]);

  const type = (typed: string) => {
    setText(typed);
    setList([]);
    setActive(-1);
    setTerm(typed.trim() !== value ? typed.trim() : '');
  };
  const choose = (model: ModelSearchResult) => {
    if (busy) return;
    setTerm('');
    setList([]);
    setActive(-1);
    setText(clearOnChoose ? '' : model.PcnCatalogNumber);
    onChoose(model);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (list.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive(expanded ? moveActive(active, list.length, event.key) : 0);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const pick = list[Math.max(active, 0)];
      if (pick) choose(pick);
    } else if (event.key === 'Escape' && text !== value) {
      event.preventDefault();
      type(value);
    }
  };

  return (
    <div className="cart-lookup">
      <input
        id={`${id}-field`}
        type="text"
        className="form-control form-control-sm"
        placeholder="Enter a Catalog Number"
        aria-label={label}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-${active}` : undefined}
        value={text}
        readOnly={busy}
        aria-busy={busy}
        onChange={(event) => type(event.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={`Models matching ${text}`}
        className="cart-lookup-list"
        hidden={!expanded}
      >
        {list.map((model, index) => (
          <li
            key={model.PcnCatalogNumber}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cart-lookup-option${index === active ? ' active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(model)}
          >
            <strong>{model.PcnCatalogNumber}</strong> {model.FingoodTpiMfgMod}
            {model.Replaces && (
              <span className="d-block small fw-semibold cart-lookup-replaces">
                {replacementOfferText(
                  model.Replaces,
                  offers?.find((o) => o.Replacement === model.PcnCatalogNumber),
                )}
              </span>
            )}
            <span className="d-block small text-body-secondary">
              {[model.SapModelDescription, suggestionPriceText(prices?.get(model.PcnCatalogNumber))]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
