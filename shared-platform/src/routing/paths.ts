import { generatePath } from 'react-router';
import { getRoute, type RouteName, type RouteOf } from './route-table';

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredParams<P extends string> =
  Segments<P> extends infer S ? (S extends `:${infer N}` ? (N extends `${string}?` ? never : N) : never) : never;
type OptionalParams<P extends string> = Segments<P> extends infer S ? (S extends `:${infer N}?` ? N : never) : never;

type ParamValue = string | number;
export type PathParams<P extends string> = { [K in RequiredParams<P>]: ParamValue } & {
  [K in OptionalParams<P>]?: ParamValue;
};
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

type ParamsOf<N extends RouteName> = PathParams<RouteOf<N>['path']>;
type PathToArgs<N extends RouteName> = [RequiredParams<RouteOf<N>['path']>] extends [never]
  ? [params?: ParamsOf<N>, query?: Query]
  : [params: ParamsOf<N>, query?: Query];

/**
 * Typed path builder over the route table: `pathTo('Item', { slug })`, `pathTo('ItemsGrid', {}, { year: 2024 })`.
 * Required parameters are enforced by the type; values are URL-encoded; absent optional segments are dropped.
 */
export function pathTo<N extends RouteName>(name: N, ...[params, query]: PathToArgs<N>): string {
  const values = Object.entries((params ?? {}) as Record<string, ParamValue | undefined>).flatMap(([key, value]) =>
    value === undefined || value === '' ? [] : [[key, String(value)]],
  );
  return generatePath(getRoute(name).path, Object.fromEntries(values)) + toQueryString(query);
}

/** Array values are repeated (`?a=1&a=2`), as the API expects. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
