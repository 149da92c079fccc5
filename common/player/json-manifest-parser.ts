/**
 * The shaka-player manifest parser for the JSON manifest (JSON_MANIFEST_MIME): it converts each manifest
 * response (the first one and every live refresh) to the MPD it describes and hands the rest to shaka's own
 * DASH parser. Registered by MIME type, so loading with that type is all a player needs to do.
 */
import type shakaNamespace from 'shaka-player/dist/shaka-player.dash-es2021.js';
import { JSON_MANIFEST_MIME, manifestToDash, type Manifest } from './manifest-to-dash.ts';

export type Shaka = typeof shakaNamespace;
type ManifestParser = shakaNamespace.extern.ManifestParser;
type ResponseFilter = shakaNamespace.extern.ResponseFilter;
type NetworkingEngine = shakaNamespace.net.NetworkingEngine;

/** A response body as text (UTF-8). */
export function textOf(data: ArrayBuffer | ArrayBufferView): string {
  const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a manifest response as the contract's JSON manifest, or null when it is not JSON (the response
 * filter then leaves it alone). The engine uses the same reading to keep the latest DRM token.
 */
export function readJsonManifest(data: ArrayBuffer | ArrayBufferView): Manifest | null {
  const text = textOf(data);
  if (!text.trimStart().startsWith('{')) return null;
  // The playback service answers the contract's Manifest (the conformance checker holds it to that).
  return JSON.parse(text) as Manifest;
}

function createParserClass(shaka: Shaka) {
  const manifestType = shaka.net.NetworkingEngine.RequestType.MANIFEST;
  return class JsonManifestParser implements ManifestParser {
    private readonly dash = new shaka.dash.DashParser();
    private engine: NetworkingEngine | null = null;
    private readonly toDash: ResponseFilter = (type, response) => {
      if (type !== manifestType) return;
      const manifest = readJsonManifest(response.data);
      if (manifest) response.data = new TextEncoder().encode(manifestToDash(manifest, response.uri)).buffer;
    };

    configure(config: shakaNamespace.extern.ManifestConfiguration, isPreloadFn?: () => boolean) {
      return this.dash.configure(config, isPreloadFn);
    }

    start(uri: string, playerInterface: shakaNamespace.extern.ManifestParser.PlayerInterface) {
      this.engine = playerInterface.networkingEngine;
      this.engine.registerResponseFilter(this.toDash);
      return this.dash.start(uri, playerInterface);
    }

    stop() {
      this.engine?.unregisterResponseFilter(this.toDash);
      this.engine = null;
      return this.dash.stop();
    }

    update() {
      return this.dash.update();
    }

    onExpirationUpdated(sessionId: string, expiration: number) {
      return this.dash.onExpirationUpdated(sessionId, expiration);
    }

    onInitialVariantChosen(variant: shakaNamespace.extern.Variant) {
      return this.dash.onInitialVariantChosen(variant);
    }

    banLocation(uri: string) {
      return this.dash.banLocation(uri);
    }

    setMediaElement(mediaElement: HTMLMediaElement | null) {
      return this.dash.setMediaElement(mediaElement);
    }
  };
}

/**
 * The scheme of a manifest the player has already read (`readManifestUri`): shaka takes it from memory instead of
 * asking the service for it a second time. The engine reads the opening manifest itself (to know the DRM, the ad
 * breaks, the live delay), so shaka's own request for it only repeated that round trip before any segment could be
 * asked for.
 */
export const READ_MANIFEST_SCHEME = 'airwave-read-manifest';
/** Manifests handed over, by their URI; only the last few are kept (each is taken once, by the load it was made for). */
const readManifests = new Map<string, { url: string; body: ArrayBuffer }>();
const READ_MANIFESTS_KEPT = 4;
let readManifestCount = 0;

/**
 * A URI under which shaka reads `manifest` from memory, answered as if it came from `url` (the session's continuation
 * URL: the base of the MPD's relative URLs, and where a live manifest's refreshes go).
 */
export function readManifestUri(manifest: Manifest, url: string): string {
  readManifestCount += 1;
  const uri = `${READ_MANIFEST_SCHEME}:${readManifestCount}`;
  readManifests.set(uri, { url, body: new TextEncoder().encode(JSON.stringify(manifest)).buffer });
  for (const kept of readManifests.keys()) if (readManifests.size > READ_MANIFESTS_KEPT) readManifests.delete(kept);
  return uri;
}

const registered = new WeakSet<object>();

/** Registers the JSON manifest parser, and the scheme of manifests already read, with this shaka module (once). */
export function registerJsonManifestParser(shaka: Shaka): void {
  if (registered.has(shaka)) return;
  registered.add(shaka);
  const Parser = createParserClass(shaka);
  shaka.media.ManifestParser.registerParserByMime(JSON_MANIFEST_MIME, () => new Parser());
  shaka.net.NetworkingEngine.registerScheme(READ_MANIFEST_SCHEME, (uri, request) => {
    const read = readManifests.get(uri);
    if (!read) {
      const { Severity, Category, Code } = shaka.util.Error;
      return shaka.util.AbortableOperation.failed(new shaka.util.Error(Severity.CRITICAL, Category.NETWORK, Code.BAD_HTTP_STATUS, uri, 404));
    }
    // The response filters (the JSON manifest's conversion, the engine's token and ad breaks) see it as the service's answer.
    return shaka.util.AbortableOperation.completed({ uri: read.url, originalUri: uri, data: read.body.slice(0), headers: { 'content-type': 'application/json' }, originalRequest: request, status: 200 });
  });
}
