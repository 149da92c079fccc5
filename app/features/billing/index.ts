import './billing.css';
export { AccountBillingView } from './account-billing/AccountBillingView.tsx';
export { CreditOutcomeView } from './credit-outcome/CreditOutcomeView.tsx';
export { ReactivationView } from './reactivation/ReactivationView.tsx';
export { ChannelConfiguratorView } from './channel-configurator/ChannelConfiguratorView.tsx';
