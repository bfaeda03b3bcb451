import { CataloguePage } from './CataloguePage';

/** `/catalogue/:pack?`: the cards as a grid of pictures. */
export default function ItemsGridPage() {
  return <CataloguePage layout="grid" />;
}
