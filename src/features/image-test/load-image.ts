import type { ImageLoader } from './image-probe';

/** Loads an image the way page scripts do (`new Image()`), resolving with its natural size. */
export const loadImage: ImageLoader = (src) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      if (image.naturalWidth > 0)
        resolve({ width: image.naturalWidth, height: image.naturalHeight });
      else reject(new Error(`${src} decoded with no size`));
    };
    image.onerror = () => reject(new Error(`${src} failed to load`));
    image.src = src;
  });
