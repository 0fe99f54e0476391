import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker is bundled as our own asset: it loads from this origin, never from a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

async function drawPage(
  pdf: PDFDocumentProxy,
  number: number,
  canvas: HTMLCanvasElement,
  onSized: () => void,
) {
  const page = await pdf.getPage(number);
  const width = canvas.parentElement?.clientWidth ?? 600;
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / base.width });
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  onSized();
  await page.render({
    canvas,
    viewport,
    transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
  }).promise;
}

interface PageProps {
  pdf: PDFDocumentProxy;
  number: number;
  total: number;
  onSized: () => void;
}

function PdfPage({ pdf, number, total, onSized }: PageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const sized = useRef(onSized);
  useEffect(() => {
    sized.current = onSized;
  });
  useEffect(() => {
    if (canvas.current) void drawPage(pdf, number, canvas.current, () => sized.current());
  }, [pdf, number]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={`Page ${number} of ${total}`}
      className="d-block mx-auto mb-2 shadow-sm bg-white"
    />
  );
}

interface Props {
  url: string;
  /** Called once the end of the last page has scrolled into view. */
  onReadToEnd: () => void;
  onError: (message: string) => void;
}

/** Every page of a PDF in a scrolling box; reaching the end of the last page counts as read. */
export function PdfPages({ url, onReadToEnd, onError }: Props) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  // Until every page has its real height, the end marker may show without any reading.
  const [sizedPages, setSizedPages] = useState<ReadonlySet<number>>(new Set());
  const box = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const reported = useRef({ onReadToEnd, onError });
  useEffect(() => {
    reported.current = { onReadToEnd, onError };
  });

  useEffect(() => {
    const task = getDocument({ url, isEvalSupported: false });
    task.promise.then(
      (doc) => {
        setSizedPages(new Set());
        setPdf(doc);
      },
      () => reported.current.onError('The document could not be opened.'),
    );
    return () => void task.destroy();
  }, [url]);

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

  return (
    <div
      ref={box}
      className="pdf-pages bg-body-tertiary p-2 border rounded"
      style={{ height: '60vh', overflowY: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="Document pages"
    >
      {!pdf && <p role="status">Opening the document…</p>}
      {pdf &&
        Array.from({ length: pdf.numPages }, (_, i) => (
          <PdfPage
            key={i}
            pdf={pdf}
            number={i + 1}
            total={pdf.numPages}
            onSized={() => setSizedPages((sized) => new Set(sized).add(i + 1))}
          />
        ))}
      {pdf && (
        <div ref={end} className="text-center small text-body-secondary py-2">
          End of document
        </div>
      )}
    </div>
  );
}
