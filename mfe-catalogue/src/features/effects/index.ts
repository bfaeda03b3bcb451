export { cardEffectInfo } from './model/card-effects';
