/** Offset paging: `page` counts from 1, `limit` rows a page. */
export interface PageQuery {
  page: number;
  limit: number;
}

/** The rows to skip before the page. */
export const pageOffset = ({ page, limit }: PageQuery) => (page - 1) * limit;

/** How many pages `total` rows fill. */
export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);
