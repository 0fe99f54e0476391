import type { image } from '../db/schema/index.ts';
import type { SeedFile } from './seed-file.ts';

type ImageRow = typeof image.$inferInsert;

export interface NewImage {
  folder: string;
  fileName: string;
  svg: string;
  width: number;
  height: number;
  caption: string;
  altText: string;
  isThumbnail?: boolean;
  explodedView?: boolean;
}

/** Collects image rows (with explicit ids) and the SVG files behind them. */
export class ImageRegistry {
  readonly rows: ImageRow[] = [];
  readonly files: SeedFile[] = [];

  add(input: NewImage): number {
    const imageId = this.rows.length + 1;
    const key = `${input.folder}/${input.fileName}`;
    this.rows.push({
      imageId,
      path: input.folder,
      imageName: input.fileName,
      imagePath: `/files/${key}`,
      contentType: 'image/svg+xml',
      width: input.width,
      height: input.height,
      caption: input.caption,
      altText: input.altText,
      isThumbnail: input.isThumbnail ?? false,
      explodedView: input.explodedView ?? false,
    });
    this.files.push({ key, body: input.svg });
    return imageId;
  }

  /** A file that is not an image row (spin frames, logos). */
  addFile(file: SeedFile): void {
    this.files.push(file);
  }
}
