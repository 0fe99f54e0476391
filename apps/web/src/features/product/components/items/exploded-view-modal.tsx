import { useRef, useState, type PointerEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ImageWithPlaceholder } from '../../../../ui/image-with-placeholder.tsx';
import { CalloutLayer, type CalloutLayerProps } from './callout-layer.tsx';

export interface ExplodedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface Props {
  image: ExplodedImage | null;
  /** The drawing's callouts, as its tab has them now: selection and highlight stay current. */
  callouts?: CalloutLayerProps | null;
  onClose: () => void;
}

/** 'Exploded 3D View': the drawing at full size, dragged around like a map. */
export function ExplodedViewModal({ image, callouts, onClose }: Props) {
  const [zoomed, setZoomed] = useState(false);
  const [dragging, setDragging] = useState(false);
  // A callout sends the viewer to its row, so focus must not jump back to the drawing, nor be
  // held in the closing view while the details panel takes it.
  const [toRow, setToRow] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const start = useRef({ x: 0, y: 0, left: 0, top: 0 });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const element = viewport.current;
    if (!element || (event.target as HTMLElement).closest('.callout')) return;
    start.current = {
      x: event.clientX,
      y: event.clientY,
      left: element.scrollLeft,
      top: element.scrollTop,
    };
    element.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const element = viewport.current;
    if (!dragging || !element) return;
    element.scrollLeft = start.current.left - (event.clientX - start.current.x);
    element.scrollTop = start.current.top - (event.clientY - start.current.y);
  };
  const stopDrag = () => setDragging(false);
  const close = () => {
    setZoomed(false);
    // Its callouts go with it, with no mouseleave or blur to put out the light of the one in use.
    callouts?.onHighlight(null);
    onClose();
  };
  const activate = (catalogNumber: string) => {
    setToRow(true);
    close();
    callouts?.onActivate(catalogNumber);
  };

  return (
    <Modal
      show={image !== null}
      onHide={close}
      onEnter={() => setToRow(false)}
      restoreFocus={!toRow}
      enforceFocus={!toRow}
      size="xl"
      centered
      aria-labelledby="exploded-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="exploded-title">Exploded 3D View</Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0">
        {image && (
          <div
            ref={viewport}
            className={`exploded-viewport${zoomed ? ' zoomed' : ''}${dragging ? ' dragging' : ''}`}
            tabIndex={0}
            role="region"
            aria-label="Exploded view drawing; drag or use the arrow keys to move around"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={stopDrag}
            onPointerCancel={stopDrag}
          >
            <div className="callout-frame">
              <ImageWithPlaceholder
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="eager"
                draggable={false}
              />
              {callouts && <CalloutLayer {...callouts} onActivate={activate} />}
            </div>
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
          Toggle Zoom
        </Button>
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
