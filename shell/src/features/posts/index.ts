export { LatestPosts } from './components/LatestPosts';
