export { sameName } from './model/bracket';
export { timeLeftUntil } from './model/season-countdown';
