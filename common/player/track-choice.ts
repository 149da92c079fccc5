/**
 * The config overlay's choices: the stream's audio tracks and its qualities, read from shaka's variant tracks
 * (each an audio + video pair), and what choosing one asks of shaka. Pure: the engine reads the tracks, asks
 * `trackPlan` what to do and carries the plan out.
 *
 * - Audio: one choice per distinct audio (language, label, roles), named by its label, else by its language.
 *   Choosing one keeps the current quality rule (automatic or fixed).
 * - Quality: Auto (shaka's adaptive choice, ABR) and one choice per distinct video height, highest first.
 *   Choosing a height turns ABR off and plays that height with the audio now playing; Auto turns ABR back on.
 * - Captions: Off and one choice per text track (shaka's `getTextTracks()`), named like audio; the one shown is
 *   checked, Off while captions are off. Choosing a track shows it; Off shows none.
 */

/** What the rule reads of a shaka variant track (`player.getVariantTracks()`). */
export interface VariantTrackLike {
  id: number;
  active: boolean;
  bandwidth: number;
  height: number | null;
  language: string;
  label: string | null;
  audioRoles: string[] | null;
}

export interface AudioChoice {
  /** Stable for the same audio across manifest refreshes. */
  id: string;
  label: string;
  language: string;
  selected: boolean;
  /** The track as the manifest names it (handed to a cast receiver, and back, to play the same one). */
  track: AudioIdentity;
}

export interface QualityChoice {
  /** `auto`, or the video height (`240p`). */
  id: string;
  label: string;
  selected: boolean;
}

export interface CaptionChoice {
  /** `off`, or stable for the same text track across manifest refreshes. */
  id: string;
  label: string;
  language: string;
  selected: boolean;
}

export interface TrackChoices {
  audio: AudioChoice[];
  quality: QualityChoice[];
  captions: CaptionChoice[];
}

export type TrackChoice = { kind: 'audio'; id: string } | { kind: 'quality'; id: string } | { kind: 'captions'; id: string };

/** What the rule reads of a shaka text track (`player.getTextTracks()`). */
interface TextTrackLike {
  id: number;
  active: boolean;
  language: string;
  label: string | null;
  roles: string[];
}

/** An audio track as shaka's `selectAudioTrack` takes it (matched by language, label and roles). */
export interface AudioIdentity {
  language: string;
  label: string | null;
  roles: string[];
}

/** What shaka is asked to do: ABR on, a fixed variant with ABR off, another audio track, a text track or none. */
export type TrackPlan =
  | { type: 'abr' }
  | { type: 'variant'; variantId: number }
  | { type: 'audio'; audio: AudioIdentity }
  | { type: 'text'; textId: number | null };

export const AUTO_QUALITY = 'auto';
export const CAPTIONS_OFF = 'off';

export const NO_TRACK_CHOICES: TrackChoices = { audio: [], quality: [], captions: [] };

function audioOf(variant: VariantTrackLike): AudioIdentity {
  return { language: variant.language, label: variant.label, roles: [...(variant.audioRoles ?? [])].sort() };
}

function audioId(audio: AudioIdentity): string {
  return JSON.stringify([audio.language, audio.label ?? '', audio.roles]);
}

function qualityId(height: number): string {
  return `${height}p`;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** A language code as a viewer reads it ('en' → 'English'); an empty or undetermined one as 'Unknown'. */
export function languageName(code: string): string {
  if (!code || code === 'und') return 'Unknown';
  try {
    return languageNames.of(code) ?? code;
  } catch {
    // Not a well-formed language tag: shown as the manifest states it.
    return code;
  }
}

/** One name per track: its label, else its language; two of one name told apart by their roles (a commentary, a description). */
function named<T extends { label: string }>(entries: ReadonlyArray<{ choice: T; roles: string[] }>): T[] {
  const labels = entries.map(({ choice }) => choice.label);
  return entries.map(({ choice, roles }) =>
    labels.filter((label) => label === choice.label).length > 1 && roles.length > 0 ? { ...choice, label: `${choice.label} (${roles.join(', ')})` } : choice,
  );
}

function textId(track: TextTrackLike): string {
  return JSON.stringify(['text', track.language, track.label ?? '', [...track.roles].sort()]);
}

/** The captions choices of `texts`: Off, then each text track; none at all when the stream has no text. */
function captionChoices(texts: readonly TextTrackLike[]): CaptionChoice[] {
  if (texts.length === 0) return [];
  const shown = texts.find((text) => text.active);
  const choices = new Map<string, { choice: CaptionChoice; roles: string[] }>();
  for (const text of texts) {
    const id = textId(text);
    if (choices.has(id)) continue;
    const choice = { id, label: text.label || languageName(text.language), language: text.language, selected: shown !== undefined && textId(shown) === id };
    choices.set(id, { choice, roles: [...text.roles].sort() });
  }
  return [{ id: CAPTIONS_OFF, label: 'Off', language: '', selected: shown === undefined }, ...named([...choices.values()])];
}

/** What choosing captions `id` asks of shaka (Off: no text track), or null when it names none of `texts`. */
function captionPlan(texts: readonly TextTrackLike[], id: string): TrackPlan | null {
  if (id === CAPTIONS_OFF) return { type: 'text', textId: null };
  const text = texts.find((each) => textId(each) === id);
  return text ? { type: 'text', textId: text.id } : null;
}

/** The audio and quality choices of `variants`, marking what plays now (Auto while ABR is on), and the captions of `texts`. */
export function trackChoices(variants: readonly VariantTrackLike[], abrEnabled: boolean, texts: readonly TextTrackLike[] = []): TrackChoices {
  if (variants.length === 0) return NO_TRACK_CHOICES;
  const active = variants.find((variant) => variant.active);
  const activeAudio = active ? audioId(audioOf(active)) : null;
  const audio = new Map<string, { choice: AudioChoice; roles: string[] }>();
  for (const variant of variants) {
    const identity = audioOf(variant);
    const id = audioId(identity);
    if (audio.has(id)) continue;
    const choice = { id, label: identity.label || languageName(identity.language), language: identity.language, selected: id === activeAudio, track: identity };
    audio.set(id, { choice, roles: identity.roles });
  }
  const heights = [...new Set(variants.flatMap((variant) => (variant.height ? [variant.height] : [])))].sort((a, b) => b - a);
  const quality: QualityChoice[] = [
    { id: AUTO_QUALITY, label: 'Auto', selected: abrEnabled },
    ...heights.map((height) => ({ id: qualityId(height), label: qualityId(height), selected: !abrEnabled && active?.height === height })),
  ];
  return { audio: named([...audio.values()]), quality, captions: captionChoices(texts) };
}

/** What choosing `choice` asks of shaka, or null when it names nothing these variants (or text tracks) have. */
export function trackPlan(variants: readonly VariantTrackLike[], choice: TrackChoice, texts: readonly TextTrackLike[] = []): TrackPlan | null {
  if (choice.kind === 'captions') return captionPlan(texts, choice.id);
  if (choice.kind === 'audio') {
    const variant = variants.find((each) => audioId(audioOf(each)) === choice.id);
    return variant ? { type: 'audio', audio: audioOf(variant) } : null;
  }
  if (choice.id === AUTO_QUALITY) return { type: 'abr' };
  const sameHeight = variants.filter((variant) => variant.height !== null && qualityId(variant.height) === choice.id);
  if (sameHeight.length === 0) return null;
  // The height asked for, with the audio playing now (if that height has it), at its best bandwidth.
  const active = variants.find((variant) => variant.active);
  const withAudio = active ? sameHeight.filter((variant) => audioId(audioOf(variant)) === audioId(audioOf(active))) : [];
  const candidates = withAudio.length > 0 ? withAudio : sameHeight;
  const best = candidates.reduce((top, variant) => (variant.bandwidth > top.bandwidth ? variant : top));
  return { type: 'variant', variantId: best.id };
}

/** The audio a viewer reads for a track: its label, else its language ('English (Described Video)', 'Spanish'). */
export function audioName(audio: AudioIdentity): string {
  return audio.label || languageName(audio.language);
}

/** The audio choice playing now (null: the stream has none, or none is read yet). */
export function selectedAudio(tracks: TrackChoices): AudioIdentity | null {
  return tracks.audio.find((choice) => choice.selected)?.track ?? null;
}

/** shaka's audio preference (`preferredAudio`'s entry) for `audio`; null asks for none in particular (shaka's default). */
export function audioPreference(audio: AudioIdentity | null) {
  return { language: audio?.language ?? '', role: audio?.roles[0] ?? '', label: audio?.label ?? '', channelCount: 2, codec: '', spatialAudio: false };
}

/** Whether two audio identities name the same track (shaka's audio tracks against a plan's). */
export function sameAudio(a: AudioIdentity, b: AudioIdentity): boolean {
  return audioId({ ...a, roles: [...a.roles].sort() }) === audioId({ ...b, roles: [...b.roles].sort() });
}

/** Whether two sets of choices show the same (so an unchanged read is not news). */
export function sameTrackChoices(a: TrackChoices, b: TrackChoices): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
