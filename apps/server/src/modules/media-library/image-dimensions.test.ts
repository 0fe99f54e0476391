import { describe, expect, it } from 'vitest';
import { rasterDimensions, svgDimensions } from './image-dimensions.ts';
import { gifOf, jpegOf, pngOf, webpOf } from './media-test-data.ts';
import { isActiveSvg, looksLikeSvg } from './svg-content.ts';

describe('image sizes read from the header', () => {
  it('reads PNG, JPEG, GIF and WebP sizes', () => {
    expect(rasterDimensions('png', pngOf(640, 480))).toEqual({ width: 640, height: 480 });
    expect(rasterDimensions('jpg', jpegOf(1024, 768))).toEqual({ width: 1024, height: 768 });
    expect(rasterDimensions('gif', gifOf(32, 16))).toEqual({ width: 32, height: 16 });
    expect(rasterDimensions('webp', webpOf(300, 200))).toEqual({ width: 300, height: 200 });
  });

  it('gives no size for a header cut short or a zero size', () => {
    expect(rasterDimensions('png', pngOf(640, 480).subarray(0, 20))).toBeNull();
    expect(rasterDimensions('jpg', jpegOf(10, 10).subarray(0, 12))).toBeNull();
    expect(rasterDimensions('gif', gifOf(0, 16))).toBeNull();
  });

  it("reads an SVG's width and height, else its viewBox", () => {
    expect(
      svgDimensions('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80px">'),
    ).toEqual({
      width: 120,
      height: 80,
    });
    expect(svgDimensions("<svg viewBox='0 0 48.4 24'></svg>")).toEqual({ width: 48, height: 24 });
    expect(svgDimensions('<svg width="100%" height="100%" viewBox="0,0,10,20">')).toEqual({
      width: 10,
      height: 20,
    });
    expect(svgDimensions('<svg width="100%">')).toBeNull();
  });
});

describe('SVG content', () => {
  const plain =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><use href="#a"/><rect fill="url(#g)"/></svg>';

  it('takes a plain drawing with links inside the file', () => {
    expect(looksLikeSvg(`<?xml version="1.0"?>\n<!-- drawn -->\n${plain}`)).toBe(true);
    expect(isActiveSvg(plain)).toBe(false);
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['a namespaced script', '<svg><svg:script>alert(1)</svg:script></svg>'],
    ['an event handler', '<svg onload="alert(1)"></svg>'],
    ['an event handler after a quote', '<svg><rect x="1"onclick="go()"/></svg>'],
    ['a foreign object', '<svg><foreignObject><div/></foreignObject></svg>'],
    ['an external link', '<svg><image xlink:href="https://example.com/a.png"/></svg>'],
    ['a javascript link', '<svg><a href="javascript:alert(1)">x</a></svg>'],
    ['an external style', '<svg><style>@import "https://x/y.css";</style></svg>'],
    ['an external url()', '<svg><rect style="fill:url(https://x/p.svg#a)"/></svg>'],
    ['an entity', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'],
    ['an animation rewriting a link', '<svg><a><set attributeName="href" to="#x"/></a></svg>'],
  ])('refuses %s', (_what, text) => {
    expect(isActiveSvg(text)).toBe(true);
  });
});
