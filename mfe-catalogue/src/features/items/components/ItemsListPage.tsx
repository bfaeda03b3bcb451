import { CataloguePage } from './CataloguePage';

/** `/catalogue/liste/:pack?`: the cards one per line. */
export default function ItemsListPage() {
  return <CataloguePage layout="list" />;
}
