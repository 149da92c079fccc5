/**
 * The hero backdrops' raster art made in a worker (raster-art-worker.ts), for the browser mocks: the mock world
 * answers the page's requests in the page itself (MSW's service worker hands each to it), and encoding a 1440-pixel
 * hero there took tens of milliseconds of the thread that draws the app, on the way to Home's first tiles (the hero is
 * asked for as soon as Home's first read answers), where a real image service's work costs the page nothing. The
 * bytes are rasterArt's own (the worker runs it), so the answer is the same. Should the worker fail to start or
 * answer, the art is made in the page as before.
 */
import { rasterArt } from './raster-art.ts';
import type { RasterArtRequest } from './raster-art-worker.ts';

type Waiting = { request: RasterArtRequest; resolve: (bytes: Uint8Array) => void };

/** An encoder for the backend's `rasterArt` option; the worker starts now, so it is ready when Home's hero is asked for. */
export function workerRasterArt(): (width: number, height: number, color: string, seed: string) => Promise<Uint8Array> {
  const waiting = new Map<number, Waiting>();
  let next = 0;
  let worker: Worker | null = null;
  const inPage = ({ width, height, color, seed }: RasterArtRequest) => rasterArt(width, height, color, seed);
  const fail = () => {
    worker?.terminate();
    worker = null;
    for (const { request, resolve } of waiting.values()) resolve(inPage(request));
    waiting.clear();
  };
  try {
    worker = new Worker(new URL('./raster-art-worker.ts', import.meta.url), { type: 'module', name: 'mock-raster-art' });
    worker.addEventListener('message', ({ data }: MessageEvent<{ id: number; bytes: Uint8Array }>) => {
      waiting.get(data.id)?.resolve(data.bytes);
      waiting.delete(data.id);
    });
    worker.addEventListener('error', fail);
    worker.addEventListener('messageerror', fail);
  } catch {
    worker = null;
  }
  return async (width, height, color, seed) => {
    const request = { id: (next += 1), width, height, color, seed };
    if (!worker) return inPage(request);
    return new Promise<Uint8Array>((resolve) => {
      waiting.set(request.id, { request, resolve });
      worker?.postMessage(request);
    });
  };
}
