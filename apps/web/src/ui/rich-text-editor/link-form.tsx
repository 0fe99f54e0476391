import { useEffect, useId, useRef, useState } from 'react';
import { completeLinkAddress, isAllowedLinkAddress } from './link-address.ts';

export interface LinkChoice {
  href: string;
  /** Opens in a new tab (target=_blank). */
  newTab: boolean;
}

interface Props {
  id: string;
  /** The link at the selection, if there is one. */
  current: LinkChoice | null;
  onApply: (link: LinkChoice) => void;
  onRemove: () => void;
  onClose: () => void;
}

const NOT_ALLOWED =
  'Enter a web address (http or https), an e-mail (mailto) or phone (tel) link, or a path on this site.';

/** The link's address and the 'Open in new tab' option, under the toolbar. */
export function LinkForm({ id, current, onApply, onRemove, onClose }: Props) {
  const [href, setHref] = useState(current?.href ?? '');
  const [newTab, setNewTab] = useState(current?.newTab ?? false);
  const [error, setError] = useState<string | null>(null);
  const address = useRef<HTMLInputElement>(null);
  const ids = useId();
  useEffect(() => address.current?.focus(), []);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const complete = completeLinkAddress(href);
    if (!complete || !isAllowedLinkAddress(complete)) return setError(NOT_ALLOWED);
    onApply({ href: complete, newTab });
  };

  return (
    // A div, not a form: the field sits inside the editor's own form.
    <div
      id={id}
      role="group"
      aria-label="Link"
      className="rich-text-editor-panel border rounded p-2 mb-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else if (event.key === 'Enter' && event.target === address.current) submit(event);
      }}
    >
      <div className="d-flex flex-wrap align-items-center gap-2">
        <label htmlFor={`${ids}-href`} className="col-form-label-sm">
          Link address
        </label>
        <input
          ref={address}
          id={`${ids}-href`}
          type="text"
          inputMode="url"
          className={`form-control form-control-sm rich-text-editor-address${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
        />
        <div className="form-check mb-0">
          <input
            id={`${ids}-new-tab`}
            type="checkbox"
            className="form-check-input"
            checked={newTab}
            onChange={(event) => setNewTab(event.target.checked)}
          />
          <label htmlFor={`${ids}-new-tab`} className="form-check-label">
            Open in new tab
          </label>
        </div>
        <button type="button" className="btn btn-sm btn-primary" onClick={submit}>
          Apply
        </button>
        {current && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRemove}>
            Remove link
          </button>
        )}
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
      {error && (
        <div id={`${ids}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
