export { Callout } from './components/Callout';
export { Prose } from './components/Prose';
export { SummarizedSection } from './components/SummarizedSection';
