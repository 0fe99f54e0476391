import type { SectionItem } from '@portal/domain';
import { useId, useRef, useState, type PointerEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { ImageWithPlaceholder } from '../../../../ui/image-with-placeholder.tsx';

/** A 360 spin set is a folder of frames 01.svg .. 24.svg. */
export const SPIN_FRAMES = 24;
/** Pixels of drag per frame. */
const DRAG_STEP_PX = 12;

export const spinFrameUrl = (folder: string, frame: number): string =>
  `${folder.replace(/\/+$/, '')}/${String(frame).padStart(2, '0')}.svg`;

/** Wraps any whole number into 1..SPIN_FRAMES. */
export const wrapFrame = (frame: number): number =>
  ((((frame - 1) % SPIN_FRAMES) + SPIN_FRAMES) % SPIN_FRAMES) + 1;

/** A simple 360 viewer: drag the picture sideways or use the slider. */
export function SpinViewer({ item }: { item: SectionItem }) {
  const [frame, setFrame] = useState(1);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const sliderId = useId();
  const width = item.Width ?? 400;
  const height = item.Height ?? 400;
  const name = item.DisplayName ?? 'Product';
  if (!item.Url) return null;
  const folder = item.Url;

  const onPointerDown = (event: PointerEvent<HTMLImageElement>) => {
    drag.current = { x: event.clientX, frame };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLImageElement>) => {
    if (!drag.current) return;
    const steps = Math.round((event.clientX - drag.current.x) / DRAG_STEP_PX);
    setFrame(wrapFrame(drag.current.frame - steps));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <figure className="text-center mb-3">
      {item.DisplayName && <h3 className="h6">{item.DisplayName}</h3>}
      <ImageWithPlaceholder
        src={spinFrameUrl(folder, frame)}
        alt={`${name}, 360° view, frame ${frame} of ${SPIN_FRAMES}`}
        width={width}
        height={height}
        loading="eager"
        className="spin-viewer-frame"
        draggable={false}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
      <Form.Label htmlFor={sliderId} className="d-block small mt-2 mb-0">
        Rotate the 360° view
      </Form.Label>
      <Form.Range
        id={sliderId}
        min={1}
        max={SPIN_FRAMES}
        value={frame}
        onChange={(event) => setFrame(Number(event.target.value))}
        style={{ maxWidth: width }}
      />
      {item.Caption && <figcaption className="small">{item.Caption}</figcaption>}
    </figure>
  );
}
