import { describe, expect, it } from 'vitest';
import { audioName, audioPreference, languageName, sameAudio, selectedAudio, trackChoices, trackPlan, type TrackChoice, type TrackPlan, type VariantTrackLike } from '../../../common/player/track-choice.ts';

let nextId = 1;
function variant(height: number | null, bandwidth: number, language = 'en', extra: Partial<VariantTrackLike> = {}): VariantTrackLike {
  return { id: nextId++, active: false, bandwidth, height, language, label: null, audioRoles: ['main'], ...extra };
}

// Two heights × two audio languages, the 240p English variant playing.
const en240 = variant(240, 120_000, 'en', { active: true });
const en144 = variant(144, 60_000, 'en');
const es240 = variant(240, 125_000, 'es');
const es144 = variant(144, 65_000, 'es');
const LADDER = [en144, en240, es144, es240];

describe('the config overlay lists audio and quality', () => {
  it('one audio choice per language, named for a viewer, and Auto plus each height, highest first', () => {
    const choices = trackChoices(LADDER, true);
    expect(choices.audio.map(({ label, language, selected }) => ({ label, language, selected }))).toEqual([
      { label: 'English', language: 'en', selected: true },
      { label: 'Spanish', language: 'es', selected: false },
    ]);
    expect(choices.quality).toEqual([
      { id: 'auto', label: 'Auto', selected: true },
      { id: '240p', label: '240p', selected: false },
      { id: '144p', label: '144p', selected: false },
    ]);
  });

  it.each([
    ['ABR on: Auto is the choice, whatever height plays', true, 'auto'],
    ['ABR off: the height playing is the choice', false, '240p'],
  ] as const)('%s', (_name, abrEnabled, selected) => {
    expect(trackChoices(LADDER, abrEnabled).quality.filter((choice) => choice.selected).map((choice) => choice.id)).toEqual([selected]);
  });

  it('a label from the manifest names the audio; two of one name are told apart by their roles', () => {
    const choices = trackChoices(
      [
        variant(240, 1, 'en', { active: true, label: 'Stadium' }),
        variant(240, 1, 'en', { audioRoles: ['main'] }),
        variant(240, 1, 'en', { audioRoles: ['commentary'] }),
      ],
      true,
    );
    expect(choices.audio.map((choice) => choice.label)).toEqual(['Stadium', 'English (main)', 'English (commentary)']);
  });

  it('a single stream still offers Auto and its one height; nothing loaded offers nothing', () => {
    expect(trackChoices([variant(240, 90_000, 'und', { active: true })], true)).toMatchObject({
      audio: [{ label: 'Unknown', selected: true }],
      quality: [{ id: 'auto', selected: true }, { id: '240p', selected: false }],
    });
    expect(trackChoices([], true)).toEqual({ audio: [], quality: [], captions: [] });
  });

  it.each([
    ['en', 'English'],
    ['pt-BR', 'Brazilian Portuguese'],
    ['', 'Unknown'],
    ['und', 'Unknown'],
    ['not a tag!', 'not a tag!'],
  ])('language %j reads as %j', (code, name) => {
    expect(languageName(code)).toBe(name);
  });
});

describe('choosing a track', () => {
  const audioIdOf = (language: string) => trackChoices(LADDER, true).audio.find((choice) => choice.language === language)?.id ?? '';
  it.each<[string, TrackChoice, TrackPlan | null]>([
    ['Auto turns ABR back on', { kind: 'quality', id: 'auto' }, { type: 'abr' }],
    ['a height plays that height with the audio playing now (ABR off)', { kind: 'quality', id: '144p' }, { type: 'variant', variantId: en144.id }],
    ['the height playing now is chosen again as a fixed one', { kind: 'quality', id: '240p' }, { type: 'variant', variantId: en240.id }],
    ['a height the stream lacks does nothing', { kind: 'quality', id: '1080p' }, null],
    ['another audio is asked of shaka by language, label and roles', { kind: 'audio', id: audioIdOf('es') }, { type: 'audio', audio: { language: 'es', label: null, roles: ['main'] } }],
    ['an audio the stream lacks does nothing', { kind: 'audio', id: '["fr","",[]]' }, null],
  ])('%s', (_name, choice, plan) => {
    expect(trackPlan(LADDER, choice)).toEqual(plan);
  });

  it('a height without the audio playing now plays it with another audio, at its best bandwidth', () => {
    const playing = variant(360, 300_000, 'en', { active: true });
    const low = variant(144, 50_000, 'es');
    const better = variant(144, 70_000, 'es');
    expect(trackPlan([playing, low, better], { kind: 'quality', id: '144p' })).toEqual({ type: 'variant', variantId: better.id });
  });

  it('matches shaka audio tracks by language, label and roles in any order', () => {
    expect(sameAudio({ language: 'en', label: null, roles: ['main', 'dub'] }, { language: 'en', label: null, roles: ['dub', 'main'] })).toBe(true);
    expect(sameAudio({ language: 'en', label: null, roles: ['main'] }, { language: 'es', label: null, roles: ['main'] })).toBe(false);
    expect(sameAudio({ language: 'en', label: 'A', roles: [] }, { language: 'en', label: null, roles: [] })).toBe(false);
  });
});

describe('the captions choices', () => {
  const text = (id: number, language: string, label: string | null, roles: string[], active = false) => ({ id, active, language, label, roles });
  const english = text(10, 'en', 'English', ['caption']);
  const spanish = text(11, 'es', null, ['subtitle']);

  it('Off and each text track, named by its label else its language; Off checked while none shows', () => {
    const captions = trackChoices(LADDER, true, [english, spanish]).captions;
    expect(captions.map(({ label, selected }) => ({ label, selected }))).toEqual([
      { label: 'Off', selected: true },
      { label: 'English', selected: false },
      { label: 'Spanish', selected: false },
    ]);
  });

  it('the track shown is checked', () => {
    const captions = trackChoices(LADDER, true, [{ ...english, active: true }, spanish]).captions;
    expect(captions.filter((choice) => choice.selected).map((choice) => choice.label)).toEqual(['English']);
  });

  it('a stream without text offers no captions choice at all', () => {
    expect(trackChoices(LADDER, true, []).captions).toEqual([]);
  });

  it('two tracks of one name are told apart by their roles', () => {
    const captions = trackChoices(LADDER, true, [english, text(12, 'en', 'English', ['forced-subtitle'])]).captions;
    expect(captions.map((choice) => choice.label)).toEqual(['Off', 'English (caption)', 'English (forced-subtitle)']);
  });

  it('choosing a track shows that track, Off shows none, and an unknown track does nothing', () => {
    const texts = [english, spanish];
    const [, englishChoice] = trackChoices(LADDER, true, texts).captions;
    expect(trackPlan(LADDER, { kind: 'captions', id: englishChoice?.id ?? '' }, texts)).toEqual({ type: 'text', textId: english.id });
    expect(trackPlan(LADDER, { kind: 'captions', id: 'off' }, texts)).toEqual({ type: 'text', textId: null });
    expect(trackPlan(LADDER, { kind: 'captions', id: 'nope' }, texts)).toBeNull();
  });
});

describe('the audio track a cast hands over and back', () => {
  const described = { language: 'en', label: 'English (Described Video)', roles: ['description'] };

  it('is the audio choice playing now, as the manifest names it; none before the tracks are read', () => {
    const variants = [variant(240, 1, 'en', { audioRoles: ['main'], label: 'English' }), variant(240, 1, 'en', { audioRoles: ['description'], label: 'English (Described Video)', active: true })];
    expect(selectedAudio(trackChoices(variants, true))).toEqual(described);
    expect(selectedAudio(trackChoices([], true))).toBeNull();
  });

  it.each([
    ['a track asked for: its language, first role and label', described, { language: 'en', role: 'description', label: 'English (Described Video)', channelCount: 2, codec: '', spatialAudio: false }],
    ['none: no preference (shaka picks its default)', null, { language: '', role: '', label: '', channelCount: 2, codec: '', spatialAudio: false }],
  ] as const)("is shaka's audio preference at load: %s", (_, audio, preference) => {
    expect(audioPreference(audio === null ? null : { ...audio, roles: [...audio.roles] })).toEqual(preference);
  });

  it('reads as its label, else its language', () => {
    expect(audioName(described)).toBe('English (Described Video)');
    expect(audioName({ language: 'es', label: null, roles: [] })).toBe('Spanish');
  });
});
