import './billing.css';
export { AccountBillingView } from './components/AccountBillingView.tsx';
export { CreditOutcomeView } from './components/CreditOutcomeView.tsx';
export { ReactivationView } from './components/ReactivationView.tsx';
export { ChannelConfiguratorView } from './components/ChannelConfiguratorView.tsx';
