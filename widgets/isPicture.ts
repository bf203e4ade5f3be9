/** Picture types by name, for choosers that give no MIME type (some Android file managers). */
const PICTURE_NAME = /\.(jpe?g|png|gif|webp|heic|heif|bmp|avif)$/i;

/**
 * Whether a chosen file is a picture (ImagePicker). `accept="image/*"` is
 * only a hint to the chooser (a file manager may still offer a PDF), so the
 * file's type is checked too; without a type, its name decides.
 */
export function isPicture(file: Pick<File, 'type' | 'name'>): boolean {
  return file.type ? file.type.startsWith('image/') : PICTURE_NAME.test(file.name);
}
