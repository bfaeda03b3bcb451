export { Callout } from './components/Callout';
export { ContentPageHeader } from './components/ContentPageHeader';
export { ContentSection } from './components/ContentSection';
export { Prose } from './components/Prose';
export { SummarizedSection } from './components/SummarizedSection';
export { TocLayout } from './components/TocLayout';
