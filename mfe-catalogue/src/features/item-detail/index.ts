export { countedInputs } from './model/fusion-counts';
