export { guideLead, guideSections } from './model/guide-sections';
