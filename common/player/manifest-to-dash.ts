/**
 * The JSON manifest (playback contract: `Manifest`) written as the DASH MPD it describes. The contract
 * names every field after its DASH counterpart, so this is a field-for-field rendering with no decisions
 * of its own: shaka's DASH parser reads the result (web player), and the Chromecast receiver's manifest
 * handler returns it to CAF. Times in seconds become xs:duration (`PT12.5S`); a dynamic manifest's
 * `updateURL` becomes its `Location` (live refreshes go there, continuing the playback session), and
 * `utcTime` a direct `UTCTiming`, so the player's live edge follows the server's clock, not the device's.
 */
import type { components } from '../../generated/rest/playback.ts';

type Schemas = components['schemas'];
export type Manifest = Schemas['Manifest'];
type Period = Schemas['Period'];
type AdaptationSet = Schemas['AdaptationSet'];
type ContentProtection = Schemas['ContentProtection'];
type SegmentTemplate = Schemas['SegmentTemplate'] | Schemas['ThumbnailSegmentTemplate'];
type Representation = Schemas['Representation'];
type ThumbnailRepresentation = Schemas['ThumbnailRepresentation'];
type EventStream = Schemas['EventStream'];

/** The MIME type the player loads a JSON manifest under (its manifest parser is registered for it). */
export const JSON_MANIFEST_MIME = 'application/vnd.airwave.manifest+json';

const MP4_PROTECTION_SCHEME = 'urn:mpeg:dash:mp4protection:2011';
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

function contentProtection(descriptor: ContentProtection): string {
  const children = descriptor.pssh ? [element('cenc:pssh', {}, [escapeXml(descriptor.pssh)])] : [];
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
function adaptationSet(set: AdaptationSet, base: string): string {
  const media = set.contentType === 'image' ? null : set;
  const properties = (set.essentialProperties ?? []).map(essentialProperty);
  const representations = set.representations.map((value) => representation(value, media ? [] : properties));
  const children = [
    ...set.contentProtection.map(contentProtection),
    ...(media ? properties : []),
    ...(media?.roles ?? []).map((role) => element('Role', { schemeIdUri: ROLE_SCHEME, value: role })),
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

function period(value: Period, base: string): string {
  return element('Period', { id: value.id, start: xsDuration(value.startTime), duration: optionalDuration(value.duration) }, [
    ...value.eventStreams.map(eventStream),
    ...value.adaptationSets.map((set) => adaptationSet(set, base)),
  ]);
}

/**
 * The MPD of a JSON manifest fetched from `manifestUrl` (relative URLs inside it resolve against that URL).
 */
export function manifestToDash(manifest: Manifest, manifestUrl: string): string {
  const live = manifest.type === 'dynamic';
  const attributes: Attributes = {
    xmlns: 'urn:mpeg:dash:schema:mpd:2011',
    'xmlns:cenc': 'urn:mpeg:cenc:2013',
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
    ...(live ? [element('Location', {}, [escapeXml(absolute(manifest.updateURL, manifestUrl))])] : []),
    ...manifest.periods.map((value) => period(value, manifestUrl)),
    element('UTCTiming', { schemeIdUri: UTC_DIRECT_SCHEME, value: manifest.utcTime }),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>${element('MPD', attributes, children)}`;
}
