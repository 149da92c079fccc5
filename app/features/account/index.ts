import './account.css';
export { AccountArea } from './components/AccountArea.tsx';
export { SettingsView } from './components/SettingsView.tsx';
export { ProfilePicker } from './components/ProfilePicker.tsx';
export { DeviceLinkView } from './components/DeviceLinkView.tsx';
