import { COMING_SOON_IMAGE } from '@portal/domain';
import { useState, type ImgHTMLAttributes } from 'react';

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
  return (
    <img
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
