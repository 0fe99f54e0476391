import { fittedSize, type MediaItem } from '../../../ui/media-library/media-items.ts';

/** The side of a field's thumbnail box, in px. */
const BOX = 64;

interface Props {
  image: boolean;
  /** The file, when the library has named it (or it was chosen in this session). */
  file?: MediaItem;
  /** A path the field holds itself (a site's LogoPath). */
  path?: string;
  /** What to show when there is no thumbnail: the file's name, or why it has none. */
  label: string;
  alt: string;
}

/** One file of a field: an image's thumbnail at its own shape, else its name or path. */
export function MediaPreview({ image, file, path, label, alt }: Props) {
  if (image && file?.kind === 'image')
    return (
      <img
        src={file.FullPath}
        alt={alt}
        {...fittedSize(file.Width, file.Height, BOX)}
        className="editor-media-thumb border"
      />
    );
  if (image && path)
    return (
      <img src={path} alt={alt} width={BOX} height={BOX} className="editor-media-thumb border" />
    );
  return <span className="text-break">{path ?? label}</span>;
}
