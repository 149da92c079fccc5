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

const registered = new WeakSet<object>();

/** Registers the JSON manifest parser with this shaka module (once). */
export function registerJsonManifestParser(shaka: Shaka): void {
  if (registered.has(shaka)) return;
  registered.add(shaka);
  const Parser = createParserClass(shaka);
  shaka.media.ManifestParser.registerParserByMime(JSON_MANIFEST_MIME, () => new Parser());
}
