/** One page of a list, as every paged endpoint returns it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
