import { describe, expect, it } from 'vitest';
import { MIN_READABLE_SCALE, nextZoom, pdfZoom } from './pdf-zoom.ts';

const LETTER = 612;

describe('the policy viewer zoom', () => {
  it('fits pages to a wide viewer and allows no zooming out below that', () => {
    const zoom = pdfZoom(1000, LETTER, 1);
    expect(zoom.scale * LETTER).toBeCloseTo(1000);
    expect(zoom).toMatchObject({ canZoomOut: false, canZoomIn: true });
  });

  it('starts a phone at a readable scale, wider than the viewer, and zooms out to fit', () => {
    const start = pdfZoom(340, LETTER, 1);
    expect(start.scale).toBe(MIN_READABLE_SCALE);
    expect(start.scale * LETTER).toBeGreaterThan(340);
    expect(start.canZoomOut).toBe(true);
    let zoom = 1;
    for (let i = 0; i < 10; i++) zoom = nextZoom('out', zoom, 340, LETTER);
    const fitted = pdfZoom(340, LETTER, zoom);
    expect(fitted.scale * LETTER).toBeCloseTo(340);
    expect(fitted.canZoomOut).toBe(false);
  });

  it('zooms in step by step up to four times the start, and back', () => {
    let zoom = 1;
    const scales: number[] = [];
    for (let i = 0; i < 10; i++) {
      zoom = nextZoom('in', zoom, 340, LETTER);
      scales.push(pdfZoom(340, LETTER, zoom).scale);
    }
    expect(scales[1]).toBeGreaterThan(scales[0]!);
    expect(Math.max(...scales)).toBeCloseTo(MIN_READABLE_SCALE * 4);
    expect(pdfZoom(340, LETTER, zoom).canZoomIn).toBe(false);
    expect(nextZoom('out', zoom, 340, LETTER)).toBeLessThan(zoom);
  });

  it('names the scale as a share of the printed size', () => {
    expect(pdfZoom(340, LETTER, 1).percent).toBe(94);
  });
});
