export { QuickSearch } from './components/QuickSearch';
