export { conductSections } from './model/conduct-sections';
