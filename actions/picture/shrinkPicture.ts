/**
 * Makes a chosen photo small enough for a complaint before it is uploaded
 * (issue 29: a 20 MB photo took minutes on mobile data while Send waited).
 * A file already within `maxBytes` goes as chosen (no quality lost, nothing
 * decoded). A larger one is drawn at most `maxSide` pixels on its long side
 * and encoded as JPEG, the quality and then the size stepping down until it
 * fits. The drawing is a `PictureCanvas` (the browser's: browserCanvas,
 * createImageBitmap + a canvas), so the steps are tested without one.
 */
export interface DecodedPicture {
  width: number;
  height: number;
  /** Frees the decoded pixels. */
  close(): void;
}

export interface PictureCanvas<P extends DecodedPicture = DecodedPicture> {
  /** The picture decoded, turned the way the camera held it; null when the browser cannot read it. */
  decode(file: Blob): Promise<P | null>;
  /** The picture drawn at width × height on white (a transparent PNG has no black background), as JPEG; null when the browser cannot. */
  encode(picture: P, width: number, height: number, quality: number): Promise<Blob | null>;
}

export interface ShrinkLimits {
  /** The long side at most, in pixels. */
  maxSide: number;
  /** The file at most, in bytes. */
  maxBytes: number;
}

/** JPEG qualities tried at one size before the size steps down. */
const QUALITIES = [0.85, 0.7, 0.55];
/** Each size step keeps this share of the sides. */
const SIZE_STEP = 0.75;
/** Past this many size steps the picture is no longer worth sending (a side of about 1600 × 0.75⁵ ≈ 380 px). */
const SIZE_STEPS = 5;

/** A picture's size to fit `maxSide` (never larger than it is). */
export function fitted(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The name the sent file has: the chosen one with the extension of what it now is. */
function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'picture';
  return `${base}.jpg`;
}

/**
 * The file to upload: `file` itself when it fits, else a smaller JPEG;
 * null when it cannot be made to fit (the browser cannot read it, or it
 * stays too large at the smallest size worth sending).
 */
export async function shrinkPicture<P extends DecodedPicture>(file: Blob, limits: ShrinkLimits, canvas: PictureCanvas<P>): Promise<Blob | null> {
  if (file.size <= limits.maxBytes) return file;
  const picture = await canvas.decode(file).catch(() => null);
  if (!picture) return null;
  try {
    let size = fitted(picture.width, picture.height, limits.maxSide);
    for (let step = 0; step <= SIZE_STEPS; step++) {
      for (const quality of QUALITIES) {
        const blob = await canvas.encode(picture, size.width, size.height, quality).catch(() => null);
        if (!blob) return null;
        if (blob.size <= limits.maxBytes) {
          const name = file instanceof File ? file.name : 'picture';
          return typeof File === 'function' ? new File([blob], jpegName(name), { type: 'image/jpeg' }) : blob;
        }
      }
      size = { width: Math.max(1, Math.round(size.width * SIZE_STEP)), height: Math.max(1, Math.round(size.height * SIZE_STEP)) };
    }
    return null;
  } finally {
    picture.close();
  }
}

type Drawable = DecodedPicture & { source: CanvasImageSource };

/** An <img> of the file, for a web view without createImageBitmap (older iOS): it too draws the photo the way the camera held it. */
async function imageOf(file: Blob): Promise<Drawable | null> {
  if (typeof Image !== 'function' || typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
  return { width: image.naturalWidth, height: image.naturalHeight, source: image, close: () => URL.revokeObjectURL(url) };
}

/** The browser's drawing: createImageBitmap (EXIF orientation applied) and a canvas (offscreen where there is one). */
export const browserCanvas: PictureCanvas<Drawable> = {
  async decode(file) {
    if (typeof createImageBitmap !== 'function') return imageOf(file);
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => null);
    if (!bitmap) return imageOf(file);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  async encode(picture, width, height, quality) {
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return null;
      paint(context, picture.source, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    paint(context, picture.source, width, height);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  },
};

function paint(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, source: CanvasImageSource, width: number, height: number): void {
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
}
