import { COMING_SOON_IMAGE } from '@portal/domain';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
};

/** An image with its size; a missing or broken one shows the 'image coming soon' picture. */
export function ImageWithPlaceholder({ src, alt, width, height, className, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const missing = !src || failedSrc === src;
  const image = useRef<HTMLImageElement>(null);
  // On a page the server drew, the picture may have failed before React listened for it.
  useEffect(() => {
    const img = image.current;
    if (!img || !src || !img.complete) return;
    img.decode().catch(() => {
      if (img.getAttribute('src') === src) setFailedSrc(src);
    });
  }, [src]);
  return (
    <img
      ref={image}
      loading="lazy"
      decoding="async"
      {...rest}
      className={`img-fluid${className ? ` ${className}` : ''}`}
      src={missing ? COMING_SOON_IMAGE.Path : src}
      // A decorative image stays decorative; otherwise say what is shown instead.
      alt={missing && alt !== '' ? `${alt} (image coming soon)` : alt}
      width={width}
      height={height}
      onError={missing ? undefined : () => setFailedSrc(src)}
    />
  );
}
