import './billing.css';
export { AccountBillingView } from './components/AccountBillingView.tsx';
export { CreditOutcomeView } from './components/CreditOutcomeView.tsx';
export { ReactivationView } from './components/ReactivationView.tsx';
