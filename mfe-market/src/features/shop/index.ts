export { offerName } from './model/offer-label';
