import type { SectionItem } from '@portal/domain';
import { useState } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { ImageWithPlaceholder } from '../../../../ui/image-with-placeholder.tsx';
import { CalloutLayer, type CalloutLayerProps } from './callout-layer.tsx';
import { useDiagramLinks } from './diagram-links.ts';
import { ExplodedViewModal, type ExplodedImage } from './exploded-view-modal.tsx';

interface Props {
  item: SectionItem;
  selected: boolean;
  onSelect: () => void;
}

/**
 * A section picture; clicking selects it, and an exploded view opens in the 3D view. A drawing
 * with callouts carries them over it, tied to the parts tables of its tab.
 */
export function ImageItem({ item, selected, onSelect }: Props) {
  const links = useDiagramLinks();
  const [exploded, setExploded] = useState(false);
  const width = item.Width ?? item.OriginalWidth ?? 400;
  const height = item.Height ?? item.OriginalHeight ?? 400;
  const alt = item.AltText ?? item.Caption ?? item.DisplayName ?? 'Product drawing';
  const tip = item.ExplodedView
    ? 'Click to open the Exploded 3D View'
    : 'Click to select; exploded drawings open in the Exploded 3D View';
  const callouts: CalloutLayerProps | null =
    links && item.Hotspots.length > 0
      ? {
          hotspots: item.Hotspots,
          nameOf: links.nameOf,
          selected: links.selected,
          highlighted: links.highlighted,
          onHighlight: links.setHighlighted,
          onActivate: links.activate,
        }
      : null;
  const image: ExplodedImage | null =
    item.ExplodedView && item.ImagePath
      ? {
          src: item.ImagePath,
          alt,
          width: item.OriginalWidth ?? width,
          height: item.OriginalHeight ?? height,
        }
      : null;

  const onClick = () => {
    onSelect();
    if (image) setExploded(true);
  };

  return (
    <figure className="text-center mb-3">
      <div className="callout-frame">
        <OverlayTrigger
          placement="top"
          overlay={<Tooltip id={`image-tip-${item.SectionItemId}`}>{tip}</Tooltip>}
        >
          <button
            type="button"
            className={`section-image-button${selected ? ' selected' : ''}`}
            aria-pressed={selected}
            onClick={onClick}
          >
            <ImageWithPlaceholder src={item.ImagePath} alt={alt} width={width} height={height} />
          </button>
        </OverlayTrigger>
        {callouts && <CalloutLayer {...callouts} />}
      </div>
      {item.Caption && <figcaption className="small mt-1">{item.Caption}</figcaption>}
      {/* Opened here, inside the tab, so that its callouts follow the tables while it is open. */}
      {image && (
        <ExplodedViewModal
          image={exploded ? image : null}
          callouts={callouts}
          onClose={() => setExploded(false)}
        />
      )}
    </figure>
  );
}
