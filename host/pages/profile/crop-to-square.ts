/** Cuts the chosen square out of an image and scales it down, so the upload is small whatever was picked. */

/** The largest side of a profile image the page uploads; the server accepts files up to 2 MB. */
export const PROFILE_IMAGE_SIZE = 512;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/** A square PNG (JPEG for a JPEG source, which is smaller for photos) of at most PROFILE_IMAGE_SIZE pixels. */
export async function cropToSquare(src: string, area: PixelArea, sourceType: string): Promise<Blob> {
  const image = await loadImage(src);
  const side = Math.max(1, Math.min(PROFILE_IMAGE_SIZE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  const type = sourceType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))), type, 0.9);
  });
}
