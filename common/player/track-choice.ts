/**
 * The config overlay's choices: the stream's audio tracks and its qualities, read from shaka's variant tracks
 * (each an audio + video pair), and what choosing one asks of shaka. Pure: the engine reads the tracks, asks
 * `trackPlan` what to do and carries the plan out.
 *
 * - Audio: one choice per distinct audio (language, label, roles), named by its label, else by its language.
 *   Choosing one keeps the current quality rule (automatic or fixed).
 * - Quality: Auto (shaka's adaptive choice, ABR) and one choice per distinct video height, highest first.
 *   Choosing a height turns ABR off and plays that height with the audio now playing; Auto turns ABR back on.
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
}

export interface QualityChoice {
  /** `auto`, or the video height (`240p`). */
  id: string;
  label: string;
  selected: boolean;
}

export interface TrackChoices {
  audio: AudioChoice[];
  quality: QualityChoice[];
}

export type TrackChoice = { kind: 'audio'; id: string } | { kind: 'quality'; id: string };

/** An audio track as shaka's `selectAudioTrack` takes it (matched by language, label and roles). */
export interface AudioIdentity {
  language: string;
  label: string | null;
  roles: string[];
}

/** What shaka is asked to do: ABR on, a fixed variant with ABR off, or another audio track. */
export type TrackPlan = { type: 'abr' } | { type: 'variant'; variantId: number } | { type: 'audio'; audio: AudioIdentity };

export const AUTO_QUALITY = 'auto';

export const NO_TRACK_CHOICES: TrackChoices = { audio: [], quality: [] };

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

/** The audio and quality choices of `variants`, marking what plays now (Auto while ABR is on). */
export function trackChoices(variants: readonly VariantTrackLike[], abrEnabled: boolean): TrackChoices {
  if (variants.length === 0) return NO_TRACK_CHOICES;
  const active = variants.find((variant) => variant.active);
  const activeAudio = active ? audioId(audioOf(active)) : null;
  const audio = new Map<string, { choice: AudioChoice; roles: string[] }>();
  for (const variant of variants) {
    const identity = audioOf(variant);
    const id = audioId(identity);
    if (audio.has(id)) continue;
    const choice = { id, label: identity.label || languageName(identity.language), language: identity.language, selected: id === activeAudio };
    audio.set(id, { choice, roles: identity.roles });
  }
  // Two audio tracks of one name are told apart by their roles (a commentary, a description).
  const labels = [...audio.values()].map(({ choice }) => choice.label);
  const named = [...audio.values()].map(({ choice, roles }) =>
    labels.filter((label) => label === choice.label).length > 1 && roles.length > 0 ? { ...choice, label: `${choice.label} (${roles.join(', ')})` } : choice,
  );
  const heights = [...new Set(variants.flatMap((variant) => (variant.height ? [variant.height] : [])))].sort((a, b) => b - a);
  const quality: QualityChoice[] = [
    { id: AUTO_QUALITY, label: 'Auto', selected: abrEnabled },
    ...heights.map((height) => ({ id: qualityId(height), label: qualityId(height), selected: !abrEnabled && active?.height === height })),
  ];
  return { audio: named, quality };
}

/** What choosing `choice` asks of shaka, or null when it names nothing these variants have. */
export function trackPlan(variants: readonly VariantTrackLike[], choice: TrackChoice): TrackPlan | null {
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

/** Whether two audio identities name the same track (shaka's audio tracks against a plan's). */
export function sameAudio(a: AudioIdentity, b: AudioIdentity): boolean {
  return audioId({ ...a, roles: [...a.roles].sort() }) === audioId({ ...b, roles: [...b.roles].sort() });
}

/** Whether two sets of choices show the same (so an unchanged read is not news). */
export function sameTrackChoices(a: TrackChoices, b: TrackChoices): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
