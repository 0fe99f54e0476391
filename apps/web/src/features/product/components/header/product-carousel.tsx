import type { Product, ProductImage } from '@portal/domain';
import Carousel from 'react-bootstrap/Carousel';
import { ImageWithPlaceholder } from '../../../../ui/image-with-placeholder.tsx';
import { useIsDesktop } from '../../../../ui/use-media-query.ts';
import type { ExplodedImage } from '../items/exploded-view-modal.tsx';

/** Carousel height from the spec: 250 px below the md breakpoint, 400 px from it. */
export const carouselHeight = (isDesktop: boolean): number => (isDesktop ? 400 : 250);

interface Props {
  product: Product;
  onOpenExploded: (image: ExplodedImage) => void;
}

function Slide({
  image,
  alt,
  size,
  first,
  onOpenExploded,
}: {
  image: ProductImage;
  alt: string;
  size: number;
  /** The picture in view when the page opens: asked for first, the others once shown. */
  first: boolean;
  onOpenExploded: Props['onOpenExploded'];
}) {
  const width = image.Height > 0 ? Math.round((image.Width * size) / image.Height) : size;
  const picture = (
    <ImageWithPlaceholder
      src={image.Path}
      alt={alt}
      width={width}
      height={size}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      className="d-block mx-auto"
    />
  );
  if (!image.ExplodedView) return picture;
  return (
    <button
      type="button"
      className="section-image-button d-block mx-auto"
      title="Open the Exploded 3D View"
      onClick={() =>
        onOpenExploded({ src: image.Path, alt, width: image.Width, height: image.Height })
      }
    >
      {picture}
    </button>
  );
}

/** Product pictures: fade, controls and indicators, and no auto-advance. */
export function ProductCarousel({ product, onOpenExploded }: Props) {
  const size = carouselHeight(useIsDesktop());
  if (product.Images.length === 0)
    return (
      <ImageWithPlaceholder
        src={null}
        alt={product.DisplayName}
        width={size}
        height={size}
        className="d-block mx-auto"
      />
    );
  return (
    <Carousel fade interval={null} controls indicators className="product-carousel" variant="dark">
      {product.Images.map((image, index) => {
        const alt =
          image.AltText ??
          `${product.DisplayName}, picture ${index + 1} of ${product.Images.length}`;
        return (
          <Carousel.Item key={image.ImageId} className="text-center">
            <Slide
              image={image}
              alt={alt}
              size={size}
              first={index === 0}
              onOpenExploded={onOpenExploded}
            />
            {image.Caption && <p className="small mt-2 mb-0">{image.Caption}</p>}
          </Carousel.Item>
        );
      })}
    </Carousel>
  );
}
