export { SearchView } from './components/SearchView.tsx';
