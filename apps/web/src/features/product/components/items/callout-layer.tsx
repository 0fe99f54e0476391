import type { ImageHotspot } from '@portal/domain';

export interface CalloutLayerProps {
  hotspots: ImageHotspot[];
  nameOf: (hotspot: ImageHotspot) => string;
  selected: string | null;
  highlighted: string | null;
  onHighlight: (catalogNumber: string | null) => void;
  onActivate: (catalogNumber: string) => void;
}

/**
 * The drawing's numbered callouts, laid over it as real buttons at the stored fractions of its
 * size, so they scale with the picture. Each has a 44 px hit area around a smaller dot.
 */
export function CalloutLayer(props: CalloutLayerProps) {
  const { hotspots, nameOf, selected, highlighted, onHighlight, onActivate } = props;
  return (
    <div className="callout-layer">
      {hotspots.map((h) => {
        const pcn = h.PcnCatalogNumber;
        const light = (on: boolean) => () => onHighlight(on ? pcn : null);
        return (
          <button
            key={h.CalloutNumber}
            type="button"
            className={[
              'callout',
              pcn === selected ? 'callout-selected' : '',
              pcn === highlighted ? 'callout-highlight' : '',
            ].join(' ')}
            style={{ left: `${h.X * 100}%`, top: `${h.Y * 100}%` }}
            aria-label={nameOf(h)}
            aria-pressed={pcn === selected}
            data-callout={h.CalloutNumber}
            onClick={() => onActivate(pcn)}
            onMouseEnter={light(true)}
            onMouseLeave={light(false)}
            onFocus={light(true)}
            onBlur={light(false)}
          >
            <span className="callout-dot" aria-hidden="true">
              {h.CalloutNumber}
            </span>
          </button>
        );
      })}
    </div>
  );
}
