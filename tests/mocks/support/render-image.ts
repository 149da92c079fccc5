import { renderImageWith } from '../../../mocks/media/images.ts';
import { rasterArt } from '../../../mocks/media/raster-art.ts';
import type { Catalog } from '../../../mocks/db/world.ts';

/** The mock image service as node and the standalone server run it: raster art encoded in the same thread. */
export function renderImage(path: string, query: URLSearchParams, catalog?: Catalog) {
  return renderImageWith(path, query, catalog, rasterArt);
}
