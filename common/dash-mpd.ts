/**
 * The JSON manifest (playback contract: `Manifest`) written as the DASH MPD it describes: the one MPD writer
 * of the workspace. The contract names every field after its DASH counterpart, so this is a field-for-field
 * rendering with no decisions of its own: shaka's DASH parser reads the result (web player, through
 * common/player), the Chromecast receiver's manifest handler returns it to CAF, and the mock world serves it
 * to standard DASH players (`getDashManifest`). Times in seconds become xs:duration (`PT12.5S`); a dynamic
 * manifest's `Location` is where live refreshes go, continuing the playback session (by default its
 * `updateURL`, which only a JSON-reading player can follow; `getDashManifest` passes its own DASH path), and
 * `utcTime` a direct `UTCTiming`, so the player's live edge follows the server's clock, not the device's.
 *
 * What an encrypted presentation needs beyond the DASH fields, so the MPD alone is enough to play (as
 * `getDashManifest` documents): each key system's licence server as `dashif:Laurl` in its
 * `ContentProtection`, and the DRM token (sent as `X-Auth-Token` on licence calls) as `airwave:DrmToken`.
 */
import type { components } from '../generated/rest/playback.ts';

type Schemas = components['schemas'];
export type Manifest = Schemas['Manifest'];
type Period = Schemas['Period'];
type AdaptationSet = Schemas['AdaptationSet'];
type ContentProtection = Schemas['ContentProtection'];
type SegmentTemplate = Schemas['SegmentTemplate'] | Schemas['ThumbnailSegmentTemplate'];
type Representation = Schemas['Representation'];
type ThumbnailRepresentation = Schemas['ThumbnailRepresentation'];
type EventStream = Schemas['EventStream'];
type KeySystems = Schemas['DrmInfo']['keySystems'];

const MP4_PROTECTION_SCHEME = 'urn:mpeg:dash:mp4protection:2011';
/** DASH-IF's content protection namespace (`dashif:Laurl`), which dash.js and shaka-player read. */
const DASHIF_NAMESPACE = 'https://dashif.org/CPS';
/** The playback contract's own MPD namespace (`airwave:DrmToken`); players that do not know it ignore it. */
const AIRWAVE_MPD_NAMESPACE = 'urn:airwave:dash:2026';
/** The EME key system of each DRM system id a `ContentProtection` names (`urn:uuid:{id}`). */
const KEY_SYSTEM_OF_SCHEME: Record<string, keyof KeySystems> = {
  'urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed': 'com.widevine.alpha',
  'urn:uuid:9a04f079-9840-4286-ab92-e65be0885f95': 'com.microsoft.playready',
  'urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e': 'org.w3.clearkey',
  'urn:uuid:94ce86fb-07ff-4f43-adb8-93d2fa968ca2': 'com.apple.fps',
};
const UTC_DIRECT_SCHEME = 'urn:mpeg:dash:utc:direct:2014';
const ROLE_SCHEME = 'urn:mpeg:dash:role:2011';

type Attributes = Record<string, string | number | null | undefined>;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One element: attributes with a value (null/undefined ones left out), then its children. */
function element(name: string, attributes: Attributes, children: readonly string[] = []): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  return children.length === 0 ? `<${name}${attrs}/>` : `<${name}${attrs}>${children.join('')}</${name}>`;
}

/** Seconds as an xs:duration. */
export function xsDuration(seconds: number): string {
  return `PT${Number(seconds.toFixed(3))}S`;
}

function optionalDuration(seconds: number | null | undefined): string | undefined {
  return seconds === null || seconds === undefined ? undefined : xsDuration(seconds);
}

/** A URL of the manifest made absolute against the manifest's own URL (MPD URLs resolve the same way). */
function absolute(url: string, base: string): string {
  return new URL(url, base).toString();
}

/** A key system's licence server named by the manifest's DRM block, absolute, or undefined. */
function licenceServer(descriptor: ContentProtection, keySystems: KeySystems | undefined, base: string): string | undefined {
  const keySystem = KEY_SYSTEM_OF_SCHEME[descriptor.schemeIdUri.toLowerCase()];
  const server = keySystem ? keySystems?.[keySystem] : undefined;
  return server ? absolute(server.licenseServerURL, base) : undefined;
}

function contentProtection(descriptor: ContentProtection, keySystems: KeySystems | undefined, base: string): string {
  const laurl = licenceServer(descriptor, keySystems, base);
  const children = [
    ...(descriptor.pssh ? [element('cenc:pssh', {}, [escapeXml(descriptor.pssh)])] : []),
    ...(laurl ? [element('dashif:Laurl', {}, [escapeXml(laurl)])] : []),
  ];
  return element(
    'ContentProtection',
    {
      schemeIdUri: descriptor.schemeIdUri,
      value: descriptor.value,
      'cenc:default_KID': descriptor.schemeIdUri === MP4_PROTECTION_SCHEME ? descriptor.defaultKid : undefined,
    },
    children,
  );
}

function segmentTemplate(template: SegmentTemplate, base: string): string {
  const common: Attributes = {
    timescale: template.timescale,
    initialization: 'initialization' in template ? absolute(template.initialization, base) : undefined,
    media: absolute(template.media, base),
    startNumber: template.startNumber,
    presentationTimeOffset: template.presentationTimeOffset,
  };
  if ('timeline' in template && template.timeline) {
    const entries = template.timeline.map((entry) => element('S', { t: entry.t, d: entry.d, r: entry.r }));
    return element('SegmentTemplate', common, [element('SegmentTimeline', {}, entries)]);
  }
  return element('SegmentTemplate', { ...common, duration: 'duration' in template ? template.duration : undefined });
}

function representation(value: Representation | ThumbnailRepresentation, descriptors: readonly string[]): string {
  // A thumbnail representation has only id, bandwidth and the sprite's size.
  const rep: Partial<Representation> = value;
  const channels =
    rep.audioChannels === undefined
      ? [...descriptors]
      : [...descriptors, element('AudioChannelConfiguration', { schemeIdUri: 'urn:mpeg:dash:23003:3:audio_channel_configuration:2011', value: rep.audioChannels })];
  return element(
    'Representation',
    {
      id: rep.id,
      bandwidth: rep.bandwidth,
      width: rep.width,
      height: rep.height,
      frameRate: rep.frameRate,
      audioSamplingRate: rep.audioSamplingRate,
      codecs: rep.codecs,
    },
    channels,
  );
}

function essentialProperty(property: { schemeIdUri: string; value?: string }): string {
  return element('EssentialProperty', { schemeIdUri: property.schemeIdUri, value: property.value });
}

/**
 * A media set (video, audio, text) or the seek thumbnails' image set; both are DASH adaptation sets. The
 * thumbnail tile descriptor goes on the image set's representation, where DASH-IF's thumbnail example puts it
 * and where shaka-player reads it.
 */
function adaptationSet(set: AdaptationSet, keySystems: KeySystems | undefined, base: string): string {
  const media = set.contentType === 'image' ? null : set;
  const properties = (set.essentialProperties ?? []).map(essentialProperty);
  const representations = set.representations.map((value) => representation(value, media ? [] : properties));
  const children = [
    ...set.contentProtection.map((descriptor) => contentProtection(descriptor, keySystems, base)),
    ...(media ? properties : []),
    ...(media?.roles ?? []).map((role) => element('Role', { schemeIdUri: ROLE_SCHEME, value: role })),
    ...(media?.label ? [`<Label>${escapeXml(media.label)}</Label>`] : []),
    segmentTemplate(set.segmentTemplate, base),
    ...representations,
  ];
  return element('AdaptationSet', { id: set.id, contentType: set.contentType, mimeType: set.mimeType, codecs: media?.codecs, lang: media?.lang }, children);
}

function eventStream(stream: EventStream): string {
  const events = stream.events.map((event) =>
    element('Event', { id: event.id, presentationTime: event.presentationTime, duration: event.duration, messageData: event.messageData }),
  );
  return element('EventStream', { schemeIdUri: stream.schemeIdUri, value: stream.value, timescale: stream.timescale }, events);
}

function period(value: Period, keySystems: KeySystems | undefined, base: string): string {
  return element('Period', { id: value.id, start: xsDuration(value.startTime), duration: optionalDuration(value.duration) }, [
    ...value.eventStreams.map(eventStream),
    ...value.adaptationSets.map((set) => adaptationSet(set, keySystems, base)),
  ]);
}

interface MpdOptions {
  /**
   * Where a live presentation's refreshes go (`Location`), relative to `manifestUrl` or absolute; by default
   * the manifest's `updateURL`, which answers the JSON manifest (for a player that converts each answer).
   */
  location?: string;
}

/**
 * The MPD of a JSON manifest fetched from `manifestUrl` (relative URLs inside it resolve against that URL).
 */
export function manifestToDash(manifest: Manifest, manifestUrl: string, options: MpdOptions = {}): string {
  const live = manifest.type === 'dynamic';
  const drm = manifest.drm;
  const attributes: Attributes = {
    xmlns: 'urn:mpeg:dash:schema:mpd:2011',
    'xmlns:cenc': 'urn:mpeg:cenc:2013',
    'xmlns:dashif': drm ? DASHIF_NAMESPACE : undefined,
    'xmlns:airwave': drm ? AIRWAVE_MPD_NAMESPACE : undefined,
    profiles: 'urn:mpeg:dash:profile:isoff-live:2011',
    type: manifest.type,
    minBufferTime: xsDuration(manifest.minBufferTime),
    publishTime: manifest.utcTime,
    mediaPresentationDuration: live ? undefined : xsDuration(manifest.duration),
    availabilityStartTime: live ? manifest.availabilityStartTime : undefined,
    minimumUpdatePeriod: live ? xsDuration(manifest.updateInterval) : undefined,
    suggestedPresentationDelay: live ? xsDuration(manifest.presentationDelay) : undefined,
    timeShiftBufferDepth: optionalDuration(manifest.maxBackBuffer),
  };
  const children = [
    ...(live ? [element('Location', {}, [escapeXml(absolute(options.location ?? manifest.updateURL, manifestUrl))])] : []),
    ...manifest.periods.map((value) => period(value, drm?.keySystems, manifestUrl)),
    element('UTCTiming', { schemeIdUri: UTC_DIRECT_SCHEME, value: manifest.utcTime }),
    // Last, as the MPD schema's place for elements of other namespaces.
    ...(drm ? [element('airwave:DrmToken', { expires: drm.drmTokenExpiresAt }, [escapeXml(drm.drmToken)])] : []),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>${element('MPD', attributes, children)}`;
}
