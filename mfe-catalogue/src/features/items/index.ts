export { useCatalogueBoostersQuery, useCatalogueItemQuery, useCatalogueItemsQuery } from './api/catalogue-api';
export { ItemsSection } from './components/ItemsSection';
