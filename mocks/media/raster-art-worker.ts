/**
 * The browser mocks' art worker (worker-raster-art.ts starts it): encodes the hero backdrops' raster art
 * (raster-art.ts) off the page's main thread. Each message asks for one image and is answered with its bytes under
 * the same id.
 */
import { rasterArt } from './raster-art.ts';

/** One image asked of the worker. */
export interface RasterArtRequest {
  id: number;
  width: number;
  height: number;
  color: string;
  seed: string;
}

/** The worker's global scope, as far as it is used here (the app's types are the page's, not a worker's). */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<RasterArtRequest>) => void): void;
  postMessage(message: { id: number; bytes: Uint8Array }): void;
};

scope.addEventListener('message', ({ data: { id, width, height, color, seed } }) => {
  scope.postMessage({ id, bytes: rasterArt(width, height, color, seed) });
});
