/**
 * The profile modal's modes and how they change. Pure: the modal renders the state and sends these events.
 *
 * - It opens in select; 'Edit profiles' toggles select_edit (manage mode).
 * - Choosing a profile in select_edit goes to edit; add goes to add only when the avatars have loaded, with a
 *   random avatar (the caller picks it).
 * - After save or create, and on cancel, the modal returns to the remembered mode (the one add or edit came from).
 * - Deleting returns to select_edit and focus moves to the previous profile (minimum 0).
 * - The sign-in modes (login_email, login_mobile) edit the email or mobile number of one profile: reached from
 *   edit ('Edit sign-in information'), or opened directly (from the settings page). 'Edit {other} instead'
 *   swaps them. Cancel, or a removal, returns to edit when they came from it; opened directly, the modal
 *   closes instead (the dialog does that). A completed verification closes the modal.
 */
export type ProfileModalMode = 'select' | 'select_edit' | 'add' | 'edit' | 'login_email' | 'login_mobile';
export type SignInChannel = 'email' | 'mobile';
type ListMode = 'select' | 'select_edit';

export interface Draft {
  name: string;
  avatarName: string;
}

export interface ProfileModalState {
  mode: ProfileModalMode;
  remembered: ListMode;
  /** The profile being edited (edit mode). */
  profileId: string | null;
  draft: Draft | null;
  /** The index of the profile the list focuses when it shows again (after a delete). */
  focusedProfileIndex: number | null;
  /** Where the sign-in modes go back to: edit, or nowhere (opened directly: the modal closes). */
  signInFrom?: 'edit' | 'outside';
}

export type ProfileModalEvent =
  | { type: 'toggleEdit' }
  | { type: 'edit'; profileId: string; draft: Draft }
  | { type: 'add'; avatarsLoaded: boolean; avatarName: string | null }
  | { type: 'draft'; draft: Draft }
  | { type: 'saved' }
  | { type: 'cancel' }
  | { type: 'deleted'; index: number }
  | { type: 'signIn'; channel: SignInChannel }
  | { type: 'otherSignIn' };

export function initialProfileModal(mode: ListMode = 'select'): ProfileModalState {
  return { mode, remembered: mode, profileId: null, draft: null, focusedProfileIndex: null };
}

/** The modal opened straight at a profile's email or mobile number (the settings page's sign-in section). */
export function initialSignIn(channel: SignInChannel, profileId: string): ProfileModalState {
  return { mode: channel === 'email' ? 'login_email' : 'login_mobile', remembered: 'select', profileId, draft: null, focusedProfileIndex: null, signInFrom: 'outside' };
}

const isSignIn = (mode: ProfileModalMode) => mode === 'login_email' || mode === 'login_mobile';

function backToList(state: ProfileModalState, focusedProfileIndex: number | null = null): ProfileModalState {
  return { mode: state.remembered, remembered: state.remembered, profileId: null, draft: null, focusedProfileIndex };
}

export function profileModalReducer(state: ProfileModalState, event: ProfileModalEvent): ProfileModalState {
  switch (event.type) {
    case 'toggleEdit': {
      if (state.mode !== 'select' && state.mode !== 'select_edit') return state;
      const mode = state.mode === 'select' ? 'select_edit' : 'select';
      return { ...initialProfileModal(mode) };
    }
    case 'edit':
      if (state.mode !== 'select_edit') return state;
      return { ...state, mode: 'edit', remembered: 'select_edit', profileId: event.profileId, draft: event.draft, focusedProfileIndex: null };
    case 'add':
      if ((state.mode !== 'select' && state.mode !== 'select_edit') || !event.avatarsLoaded || event.avatarName === null) return state;
      return { ...state, mode: 'add', remembered: state.mode, profileId: null, draft: { name: '', avatarName: event.avatarName }, focusedProfileIndex: null };
    case 'draft':
      return state.mode === 'add' || state.mode === 'edit' ? { ...state, draft: event.draft } : state;
    case 'saved':
    case 'cancel':
      if (isSignIn(state.mode)) return state.signInFrom === 'edit' ? { ...state, mode: 'edit', signInFrom: undefined } : state;
      return state.mode === 'add' || state.mode === 'edit' ? backToList(state) : state;
    case 'signIn':
      if (state.mode !== 'edit' || state.profileId === null) return state;
      return { ...state, mode: event.channel === 'email' ? 'login_email' : 'login_mobile', signInFrom: 'edit' };
    case 'otherSignIn':
      if (!isSignIn(state.mode)) return state;
      return { ...state, mode: state.mode === 'login_email' ? 'login_mobile' : 'login_email' };
    case 'deleted':
      if (state.mode !== 'edit') return state;
      return { ...backToList({ ...state, remembered: 'select_edit' }, Math.max(0, event.index - 1)) };
  }
}
