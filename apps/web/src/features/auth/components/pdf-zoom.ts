/**
 * The smallest scale pages start at: 11-point body text at about 14 CSS px. Below it a phone
 * showed letter-size pages at their full width with text of about 5 px; the reader pans instead.
 */
export const MIN_READABLE_SCALE = 1.25;
const STEP = 1.25;
/** How far past the starting scale zoom goes. */
const MAX_ZOOM = 4;
/** pdf.js scale 1 is 72 dpi; 100 % is the printed size on a 96 dpi screen, as in PDF viewers. */
const ACTUAL_SIZE = 96 / 72;
const EPSILON = 1e-6;

export interface PdfZoom {
  /** The pdf.js scale to draw pages at. */
  scale: number;
  percent: number;
  canZoomOut: boolean;
  canZoomIn: boolean;
}

/**
 * Pages fill the viewer's content width, unless that makes their text too small; zoom (1 to
 * start with) goes from there, never below the content width, which keeps "read to the last
 * page" meaning scrolling through the pages.
 */
export function pdfZoom(contentWidth: number, pageWidth: number, zoom: number): PdfZoom {
  const fit = contentWidth / pageWidth;
  const start = Math.max(fit, MIN_READABLE_SCALE);
  const scale = Math.min(start * MAX_ZOOM, Math.max(fit, start * zoom));
  return {
    scale,
    percent: Math.round((scale / ACTUAL_SIZE) * 100),
    canZoomOut: scale > fit + EPSILON,
    canZoomIn: scale < start * MAX_ZOOM - EPSILON,
  };
}

/** The zoom one step in or out, held within what pdfZoom allows. */
export function nextZoom(
  direction: 'in' | 'out',
  zoom: number,
  contentWidth: number,
  pageWidth: number,
): number {
  if (direction === 'in') return Math.min(MAX_ZOOM, zoom * STEP);
  const fit = contentWidth / pageWidth;
  return Math.max(fit / Math.max(fit, MIN_READABLE_SCALE), zoom / STEP);
}
