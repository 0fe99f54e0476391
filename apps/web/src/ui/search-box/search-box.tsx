import type { SearchResult } from '@portal/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../api/get-site.ts';
import { useCatalogQuery } from '../use-catalog-query.ts';
import { useDebouncedText } from './debounce.ts';
import { moveActive, opensAbove } from './dropdown-placement.ts';
import { useSearchResults } from './get-search-results.ts';
import { searchResultTo } from './result-route.ts';
import { ResultSummary } from './result-summary.tsx';
import {
  keywordOfPath,
  MAX_KEYWORD_LENGTH,
  searchPagePath,
  SUGGESTION_PAGE_SIZE,
} from './search-paths.ts';
import './search-box.css';

/** The spec's suggestion debounce. */
export const SUGGESTION_DEBOUNCE_MS = 500;

interface Props {
  /** Focus the field when shown (the mobile search modal). */
  autoFocus?: boolean;
  /** Called after the box has navigated (the modal closes). */
  onNavigate?: () => void;
}

/** Header search: a combobox suggesting results while typing; Enter or Search opens the page. */
export function SearchBox({ autoFocus, onNavigate }: Props) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const site = useSite();
  const { catalogId, isPreview, search } = useCatalogQuery();
  const navigate = useNavigate();
  const { text, settled, setText, showText } = useDebouncedText(SUGGESTION_DEBOUNCE_MS);
  // On a search page the field holds its keyword, also when the page was opened by its address.
  const pageKeyword = keywordOfPath(useLocation().pathname);
  const [shownKeyword, setShownKeyword] = useState<string | null>(null);
  if (pageKeyword !== shownKeyword) {
    setShownKeyword(pageKeyword);
    if (pageKeyword !== null && pageKeyword !== text.trim()) showText(pageKeyword);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [above, setAbove] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const suggestions = useSearchResults(
    {
      keyword: settled,
      page: 1,
      pageSize: SUGGESTION_PAGE_SIZE,
      catalogId,
      isPreview,
      siteName: site.Name,
    },
    true,
  );
  const list: SearchResult[] = settled ? (suggestions.data?.List ?? []) : [];
  const expanded = open && list.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const place = () => {
    const field = inputRef.current;
    if (field) setAbove(opensAbove(field.getBoundingClientRect().top, window.innerHeight));
  };

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(to);
    onNavigate?.();
  };
  const choose = (result: SearchResult) => go(searchResultTo(result, search));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) go(searchPagePath(text) + search);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (list.length === 0) return;
      event.preventDefault();
      place();
      setOpen(true);
      setActive(expanded ? moveActive(active, list.length, event.key) : 0);
    } else if (event.key === 'Enter' && expanded && active >= 0 && list[active]) {
      event.preventDefault();
      choose(list[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" className="search-box d-flex" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the catalogue
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        className="form-control rounded-end-0"
        placeholder="Search"
        autoComplete="off"
        maxLength={MAX_KEYWORD_LENGTH}
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
          place();
        }}
        onFocus={() => {
          place();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn-primary rounded-start-0">
        Search
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className={`search-suggestions ${above ? 'above' : 'below'}`}
        hidden={!expanded}
      >
        {list.map((result, index) => (
          <li
            key={`${result.ResultType}-${result.Name}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`search-suggestion${index === active ? ' active' : ''}`}
            // Keeps the focus in the field so the click lands before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(result)}
          >
            <ResultSummary result={result} compact />
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {expanded ? `${list.length} suggestions` : ''}
      </span>
    </form>
  );
}
