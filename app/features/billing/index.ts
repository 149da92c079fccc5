import './billing.css';
export { AccountBillingView } from './components/AccountBillingView.tsx';
