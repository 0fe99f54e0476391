import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
// The worker is bundled as our own asset: it loads from this origin, never from a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type RefObject } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { nextZoom, pdfZoom } from './pdf-zoom.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Phones refuse, or run out of memory on, larger canvases: sharpness gives way first. */
const MAX_CANVAS_PIXELS = 8_000_000;

interface PageProps {
  pdf: PDFDocumentProxy;
  number: number;
  total: number;
  scale: number;
  onSized: () => void;
}

function PdfPage({ pdf, number, total, scale, onSized }: PageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const sized = useRef(onSized);
  useEffect(() => {
    sized.current = onSized;
  });
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let task: RenderTask | null = null;
    let stopped = false;
    void pdf
      .getPage(number)
      .then((page) => {
        if (stopped) return;
        const viewport = page.getViewport({ scale });
        const ratio = Math.min(
          window.devicePixelRatio || 1,
          Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)),
        );
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        sized.current();
        task = page.render({
          canvas: target,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        return task.promise;
      })
      // A drawing stopped for a new scale ends here; the next one follows.
      .catch(() => undefined);
    return () => {
      stopped = true;
      task?.cancel();
    };
  }, [pdf, number, scale]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={`Page ${number} of ${total}`}
      className="d-block mx-auto mb-2 shadow-sm bg-white"
    />
  );
}

/** The box's width inside its padding: pages sized to clientWidth stuck out by the padding. */
function useContentWidth(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      setWidth(Math.max(0, element.clientWidth - padding));
    };
    measure();
    // A phone turned sideways, or a window resized, fits the pages again.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

interface LoadedPdf {
  pdf: PDFDocumentProxy;
  /** The first page's width at scale 1, which the zoom is worked out from. */
  pageWidth: number;
}

interface Props {
  url: string;
  /** Called once the end of the last page has scrolled into view. */
  onReadToEnd: () => void;
  onError: (message: string) => void;
}

/**
 * Every page of a PDF in a box that scrolls both ways, with zoom buttons; reaching the end of
 * the last page counts as read. Opening the file in a new tab counts as nothing.
 */
export function PdfPages({ url, onReadToEnd, onError }: Props) {
  const [loaded, setLoaded] = useState<LoadedPdf | null>(null);
  const [zoom, setZoom] = useState(1);
  // Until every page has its real height, the end marker may show without any reading.
  const [sizedPages, setSizedPages] = useState<ReadonlySet<number>>(new Set());
  const box = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const contentWidth = useContentWidth(box);
  const reported = useRef({ onReadToEnd, onError });
  useEffect(() => {
    reported.current = { onReadToEnd, onError };
  });

  useEffect(() => {
    const task = getDocument({ url, isEvalSupported: false });
    // A task destroyed on the way out rejects too; that is no failure to report.
    let left = false;
    task.promise
      .then(async (pdf) => {
        const first = await pdf.getPage(1);
        if (left) return;
        setSizedPages(new Set());
        setZoom(1);
        setLoaded({ pdf, pageWidth: first.getViewport({ scale: 1 }).width });
      })
      .catch(() => {
        if (!left) reported.current.onError('The document could not be opened.');
      });
    return () => {
      left = true;
      void task.destroy();
    };
  }, [url]);

  const pdf = loaded?.pdf ?? null;
  useEffect(() => {
    if (!pdf || sizedPages.size < pdf.numPages || !end.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) reported.current.onReadToEnd();
      },
      { root: box.current, threshold: 1 },
    );
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [pdf, sizedPages]);

  const view = loaded && contentWidth > 0 ? pdfZoom(contentWidth, loaded.pageWidth, zoom) : null;
  const step = (direction: 'in' | 'out') => {
    if (loaded) setZoom((z) => nextZoom(direction, z, contentWidth, loaded.pageWidth));
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <ButtonGroup size="sm" aria-label="Zoom">
          <Button
            variant="outline-secondary"
            disabled={!view?.canZoomOut}
            onClick={() => step('out')}
          >
            <span aria-hidden="true">−</span>
            <span className="visually-hidden">Zoom out</span>
          </Button>
          <Button
            variant="outline-secondary"
            disabled={!view?.canZoomIn}
            onClick={() => step('in')}
          >
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">Zoom in</span>
          </Button>
        </ButtonGroup>
        {view && <span className="small text-body-secondary">{view.percent}%</span>}
        <a href={url} target="_blank" rel="noopener" className="ms-auto small">
          Open in a new tab
        </a>
      </div>
      <div
        ref={box}
        className="pdf-pages bg-body-tertiary p-2 border rounded"
        // The gutter is kept from the start, so the first scrollbar does not narrow the pages.
        style={{ height: '60vh', overflow: 'auto', scrollbarGutter: 'stable' }}
        tabIndex={0}
        role="region"
        aria-label="Document pages"
      >
        {!pdf && <p role="status">Opening the document…</p>}
        {pdf &&
          view &&
          Array.from({ length: pdf.numPages }, (_, i) => (
            <PdfPage
              key={i}
              pdf={pdf}
              number={i + 1}
              total={pdf.numPages}
              scale={view.scale}
              onSized={() => setSizedPages((sized) => new Set(sized).add(i + 1))}
            />
          ))}
        {pdf && (
          // Sticky at the left edge: panned sideways, the marker still shows whole.
          <div
            ref={end}
            className="text-center small text-body-secondary py-2 position-sticky start-0"
          >
            End of document
          </div>
        )}
      </div>
    </>
  );
}
